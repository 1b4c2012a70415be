// The tests were written with the export named in their header, and Surefire's JVM got it from bliss:testgen (the
// project's argLine property): every test passed, the growing ones included.
def source = new File(basedir, 'target/generated-test-sources/bliss/lib/Capacity_addTest.java')
assert source.isFile()
assert source.text.contains('needs --add-exports=java.base/jdk.internal.util=ALL-UNNAMED')
int n = (source.text =~ /@Test/).count
// size < length; size == length == 0 (newLength's Math.max(1, length) takes 1); size == length > 0: three paths
assert n == 3 : "${n} tests"
def report = new File(basedir, 'target/surefire-reports/TEST-lib.Capacity_addTest.xml')
assert report.isFile()
def suite = (report.text =~ /<testsuite [^>]*/)[0]
assert suite.contains("tests=\"${n}\"") && suite.contains('failures="0"') && suite.contains('errors="0"')
return true
