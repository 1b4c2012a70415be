import java.lang.reflect.*;
public class Fields { public static void main(String[] a) throws Exception { for (String n : a) { Class<?> c = Class.forName(n); System.out.println("== " + n);
 for (Class<?> k = c; k != null && !k.getName().startsWith("java."); k = k.getSuperclass()) for (Field f : k.getDeclaredFields()) if (!Modifier.isStatic(f.getModifiers())) System.out.println("  " + k.getSimpleName() + "." + f.getName() + " : " + f.getGenericType().getTypeName()); } } }
