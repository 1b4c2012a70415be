package bliss.spf.conformance.programs;

/** String algorithms: palindrome check, reverse words, character frequency with an int[26] table. */
public class Algo11StringAlgo {
    static boolean palindrome(String s) {
        for (int i = 0, j = s.length() - 1; i < j; i++, j--) if (s.charAt(i) != s.charAt(j)) return false;
        return true;
    }
    static String run(int x) {
        String s = "ab" + Math.abs(x) + "ba";
        String words = "the quick brown fox " + x;
        String[] ws = words.split(" ");
        StringBuilder rev = new StringBuilder();
        for (int i = ws.length - 1; i >= 0; i--) rev.append(ws[i]).append(i > 0 ? " " : "");
        int[] freq = new int[26];
        for (char c : words.toCharArray()) if (c >= 'a' && c <= 'z') freq[c - 'a']++;
        int best = 0;
        for (int i = 1; i < 26; i++) if (freq[i] > freq[best]) best = i;
        return palindrome(s) + " " + rev + " " + (char) ('a' + best) + freq[best];
    }
}
