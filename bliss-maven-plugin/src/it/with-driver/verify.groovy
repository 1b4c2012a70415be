// The tests of the driver's paths were written, compiled and run by Surefire in the same build.
def source = new File(basedir, 'target/generated-test-sources/bliss/lib/Stack_popTest.java')
assert source.isFile()
int n = (source.text =~ /@Test/).count
// the driver reads X.top alone: null, or a node (whatever lies below it stays unread): two paths
assert n == 2 : "${n} tests"
assert source.text.contains('StackDrivers::pop') : 'the driver runs in each test'
def report = new File(basedir, 'target/surefire-reports/TEST-lib.Stack_popTest.xml')
assert report.isFile()
def suite = (report.text =~ /<testsuite [^>]*/)[0]
assert suite.contains("tests=\"${n}\"") && suite.contains('failures="0"') && suite.contains('errors="0"')
return true
