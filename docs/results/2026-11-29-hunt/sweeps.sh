# sweep3.sh (li, scope 1; IdentityHashMap at 4)
for c in WeakHashMap ConcurrentSkipListMap LinkedMap ReferenceMap PatriciaTrie; do for m in get put remove; do ./run.sh $c $m li 1 after; done; done
for m in get put; do ./run.sh SingletonMap $m li 1 after; done
for c in CopyOnWriteArrayList CursorableLinkedList; do for m in add get removeAt contains; do ./run.sh $c $m li 1 after; done; done
for c in ArrayBlockingQueue LinkedBlockingQueue LinkedBlockingDeque PriorityBlockingQueue; do for m in offer poll; do ./run.sh $c $m li 1 after; done; done
for m in get put; do ./run.sh IdentityHashMap $m li 4 after; done
# sweep4.sh (stopped after CursorableLinkedList removeAt under lissa: its li and lissa runs of get and removeAt take a minute each)
for m in get put remove; do ./run.sh PatriciaTrie $m li 1 after2; done
./run.sh LinkedMap remove li 1 after
for k in 1 2; do
for t in li lissa lissa-m pli; do
  [ $t = li ] && [ $k = 1 ] && continue
  for m in get put; do ./run.sh SingletonMap $m $t $k after; done
  for c in CopyOnWriteArrayList CursorableLinkedList; do for m in add get removeAt contains; do ./run.sh $c $m $t $k after; done; done
  for m in get remove; do ./run.sh ConcurrentSkipListMap $m $t $k after; done
done; done
# sweep5.sh (the rest)
./run.sh CursorableLinkedList contains lissa 1 after
for t in lissa-m pli; do
  for m in get put; do ./run.sh SingletonMap $m $t 1 after; done
  for m in add get removeAt contains; do ./run.sh CopyOnWriteArrayList $m $t 1 after; done
  for m in add contains; do ./run.sh CursorableLinkedList $m $t 1 after; done
done
for m in get removeAt; do ./run.sh CursorableLinkedList $m pli 1 after; done
for t in lissa lissa-m pli; do for m in get remove; do ./run.sh ConcurrentSkipListMap $m $t 1 after; done; done
for t in lissa pli; do for m in get put remove; do ./run.sh PatriciaTrie $m $t 1 after; done; done
./run.sh ConcurrentSkipListMap put li 1 after
for t in li lissa lissa-m pli; do
  for m in get put; do ./run.sh SingletonMap $m $t 2 after; done
  for m in add get contains; do ./run.sh CopyOnWriteArrayList $m $t 2 after; done
  ./run.sh CursorableLinkedList add $t 2 after
done
for t in lissa pli; do ./run.sh LinkedMap get $t 1 after; done
