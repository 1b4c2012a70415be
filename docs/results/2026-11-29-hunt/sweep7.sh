for m in get removeAt; do ./run.sh CursorableLinkedList $m pli 2 after; done
for m in get remove; do ./run.sh ConcurrentSkipListMap $m pli 2 after; done
for m in get remove; do ./run.sh PatriciaTrie $m pli 2 after; done
./run.sh LinkedMap get pli 2 after
./run.sh CopyOnWriteArrayList removeAt pli 2 after
./testgen.sh ConcurrentSkipListMap get pli 2
./testgen.sh CursorableLinkedList get pli 2
./testgen.sh CopyOnWriteArrayList get pli 2
./testgen.sh CopyOnWriteArrayList get li 1
./testgen.sh SingletonMap put pli 2
./testgen.sh PatriciaTrie get pli 1
