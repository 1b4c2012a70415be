package bliss.spf.conformance.programs;

/** Casts that succeed and fail (ClassCastException), instanceof on arrays, interfaces and null. */
public class Pattern02Casts {
    interface Animal { String sound(); }
    static class Dog implements Animal { public String sound() { return "woof"; } }
    static class Puppy extends Dog { public String sound() { return "yip"; } }
    static class Cat implements Animal { public String sound() { return "meow"; } }
    static String run(int x) {
        Animal a = x % 3 == 0 ? new Cat() : x % 3 == 1 ? new Dog() : new Puppy();
        Object arr = x > 0 ? new String[]{"a"} : new Integer[]{1};
        String s = (a instanceof Dog) + " " + (a instanceof Puppy) + " " + (null instanceof Animal) + " "
                + (arr instanceof Object[]) + " " + (arr instanceof String[]) + " " + (arr instanceof Comparable[]);
        Dog d = (Dog) a;
        return s + " " + d.sound();
    }
}
