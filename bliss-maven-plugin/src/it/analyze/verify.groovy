// The analysis was printed and its JSON written: a list of 0, 1, 2 or 3 nodes (pli keeps the valid ones): 4 paths.
def json = new File(basedir, 'target/bliss/Chain.length.json')
assert json.isFile()
assert json.text.contains('"paths":4') : json.text
assert json.text.contains('"technique":"pli"') : json.text
def log = new File(basedir, 'build.log').text
assert log.contains('lib.Chain.length') : 'the summary is printed'
return true
