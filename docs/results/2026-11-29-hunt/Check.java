import hunt.weakhashmap.*; import hunt.identityhashmap.*; import hunt.arrayblockingqueue.*; import hunt.linkedblockingqueue.*; import hunt.linkedblockingdeque.*; import hunt.concurrentskiplistmap.*; import hunt.copyonwritearraylist.*; import hunt.priorityblockingqueue.*; import hunt.cursorablelinkedlist.*; import hunt.patriciatrie.*; import hunt.linkedmap.*; import hunt.singletonmap.SingletonMap; import hunt.referencemap.*;
public class Check { 
  static void ok(String n, boolean b) { System.out.println(n + " " + b); }
  public static void main(String[] a) {
    WeakHashMap<Integer,Integer> w = new WeakHashMap<>(1); Integer k1 = 1, k2 = 17; w.put(k1, 1); w.put(k2, 2); w.put(null, 3); ok("WeakHashMap", w.repOK());
    IdentityHashMap<Integer,Integer> i = new IdentityHashMap<>(1); i.put(1, 1); i.put(2, 2); i.put(null, 3); ok("IdentityHashMap", i.repOK());
    ArrayBlockingQueue<Integer> q = new ArrayBlockingQueue<>(2); q.offer(1); q.offer(2); q.poll(); q.offer(3); ok("ABQ", q.repOK());
    LinkedBlockingQueue<Integer> l = new LinkedBlockingQueue<>(); l.offer(1); l.offer(2); l.poll(); ok("LBQ", l.repOK());
    LinkedBlockingDeque<Integer> d = new LinkedBlockingDeque<>(); d.offer(1); d.offerFirst(2); ok("LBD", d.repOK());
    ConcurrentSkipListMap<Integer,Integer> s = new ConcurrentSkipListMap<>(); for (int j = 0; j < 30; j++) s.put(j * 7 % 31, j); s.remove(3); ok("CSLM", s.repOK());
    CopyOnWriteArrayList<Integer> c = new CopyOnWriteArrayList<>(); c.add(1); ok("COWAL", c.repOK());
    PriorityBlockingQueue<Integer> p = new PriorityBlockingQueue<>(); p.offer(3); p.offer(1); p.offer(2); ok("PBQ", p.repOK());
    CursorableLinkedList<Integer> cl = new CursorableLinkedList<>(); cl.add(1); cl.add(2); ok("CLL", cl.repOK());
    PatriciaTrie<Integer> t = new PatriciaTrie<>(); t.put("a", 1); t.put("b", 2); t.put("", 3); t.put("ab", 4); ok("Patricia", t.repOK()); t.remove("a"); ok("Patricia2", t.repOK());
    LinkedMap<Integer,Integer> m = new LinkedMap<>(1); m.put(1,1); m.put(2,2); m.put(null, 3); ok("LinkedMap", m.repOK());
    ok("Singleton", new SingletonMap<Integer,Integer>(1, 2).repOK());
    ReferenceMap<Integer,Integer> r = new ReferenceMap<>(); r.put(1, 1); r.put(2, 2); ok("ReferenceMap", r.repOK());
    ok("empty", new WeakHashMap<>(1).repOK() && new IdentityHashMap<>(1).repOK() && new ArrayBlockingQueue<>(1).repOK() && new LinkedBlockingQueue<>().repOK() && new LinkedBlockingDeque<>().repOK() && new ConcurrentSkipListMap<>().repOK() && new PriorityBlockingQueue<>().repOK() && new CursorableLinkedList<>().repOK() && new PatriciaTrie<>().repOK() && new LinkedMap<>(1).repOK() && new ReferenceMap<>().repOK());
  } }
