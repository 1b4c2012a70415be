#!/usr/bin/env bash
# sweep.sh SCOPE: the six classes' methods under li, lissa, lissa-m, pli, one run at a time
cd "$(dirname "$0")"
k=$1
for spec in "ArrayBlockingQueue offer poll peek contains" "WeakHashMap get containsKey put remove" \
            "LinkedBlockingQueue offer poll peek contains" "LinkedBlockingDeque offer poll peek contains offerFirst pollLast" \
            "PriorityBlockingQueue offer poll peek contains" "ReferenceMap get containsKey put remove"; do
  set -- $spec; c=$1; shift
  for m in "$@"; do for t in li lissa lissa-m pli; do ./run.sh $c $m $t $k; done; done
done
