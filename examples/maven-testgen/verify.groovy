// Run by maven-invoker-plugin after the example's build: the tests bliss:testgen wrote are the ones Surefire ran, and
// they need nothing but JUnit 5 and the class.
def generated = new File(basedir, 'target/generated-test-sources/bliss/demo')
def tests = 0
['insert', 'contains', 'remove'].each { m ->
    def source = new File(generated, "IntSet_${m}Test.java")
    assert source.isFile() : "no tests of ${m}"
    def text = source.text
    assert !text.contains('import bliss') : "${source} needs bliss"
    int n = (text =~ /@Test/).count
    assert n > 0 : "${source} has no test"
    def report = new File(basedir, "target/surefire-reports/TEST-demo.IntSet_${m}Test.xml")
    assert report.isFile() : "Surefire did not run ${m}'s tests"
    def suite = (report.text =~ /<testsuite [^>]*/)[0]
    def count = { String attribute -> ((suite =~ /\b${attribute}="(\d+)"/)[0][1]) as int }
    assert count('tests') == n : "${m}: ${count('tests')} run of ${n} written"
    assert count('failures') == 0 && count('errors') == 0
    tests += n
}
println "bliss example: ${tests} generated tests compiled and passed"
return true
