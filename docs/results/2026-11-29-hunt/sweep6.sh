# more methods (MoreDrivers), li and pli at scope 1; run6.sh names the class of each
for t in pli li; do
for m in cowalAddIfAbsent cowalRemoveObject cowalSet cowalToString cowalHashCode cowalIterate cowalSubList; do C=CopyOnWriteArrayList ./run6.sh $m $t; done
for m in cllCursorAdd cllRemoveFirst cllAddFirst cllToString; do C=CursorableLinkedList ./run6.sh $m $t; done
for m in lmFirstKey lmIndexOf lmToString lmContainsValue; do C=LinkedMap ./run6.sh $m $t; done
for m in cslmFirstKey cslmCeilingKey cslmPollFirst cslmSize cslmToString; do C=ConcurrentSkipListMap ./run6.sh $m $t; done
for m in ptFirstKey ptPrefixMap ptSelect; do C=PatriciaTrie ./run6.sh $m $t; done
for m in smToString smHashCode smEqualsMap smMapIterator; do C=SingletonMap ./run6.sh $m $t; done
done
