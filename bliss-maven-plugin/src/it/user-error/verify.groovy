// A user's mistake is one line of bliss's, no stack trace of its code.
def log = new File(basedir, 'build.log').text
assert log.contains("bliss: no method 'nope' in lib.Chain") : log
assert !log.contains('at bliss.') : 'no stack trace'
return true
