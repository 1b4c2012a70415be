# table.py results.tsv: one markdown row per class, method and scope: paths (and how they ended) and seconds per technique
import sys, re, collections
rows = collections.OrderedDict()
for line in open(sys.argv[1]):
    c, m, t, k, el, rc, rest = line.rstrip("\n").split("\t")
    paths, _, err = rest.partition(" | ")
    p = re.sub(r"^paths (\d+) \((.*)\)", r"\1 (\2)", paths.strip())
    p = p.replace("normal ", "n ").replace("cut by a limit ", "cut ").replace("unsupported ", "uns ")
    if not p:
        p = "stops: " + ("SymSolve, " if "SymSolve cannot run" in err else "") + (
            re.search(r"input field ([\w.$]+)", err).group(1) if "input field" in err else err[:60])
    rows.setdefault((c, m, k), {})[t] = f"{p}, {el.replace(' s', '')} s"
techs = ["li", "lissa", "lissa-m", "pli"]
print("| class | method | scope | " + " | ".join(techs) + " |")
print("|---|---|---|" + "---|" * len(techs))
for (c, m, k), v in rows.items():
    print(f"| {c} | {m} | {k} | " + " | ".join(v.get(t, "") for t in techs) + " |")
