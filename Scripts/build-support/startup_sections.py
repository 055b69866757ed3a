"""The code sections a short run executes, as a section ordering file for the linker.

Usage: startup_sections.py SCRATCH_DIR WIZARD OUTPUT

Runs, under valgrind's callgrind, the runs a user makes most often without a terminal (a
piped setup with and without a store, `profile --json`, `wizard ask text`, a piped setup of
a flow with a variable and a secret, `wizard --help`) and writes every function they
executed, as its section `.text.NAME`, one a line, sorted. Scripts/build hands the file to
the linker (`--section-ordering-file`), which lays those sections out first and together:
the kernel maps a binary's pages 64 KiB at a time around each page fault, so code a run
executes that lies scattered across the 8 MiB of code makes every run resident in most of it
(docs/performance.md). A function missing from the file still links, only elsewhere; one
named here that no longer exists is ignored.
"""
import json
import os
import re
import subprocess
import sys

scratch, wizard, output = sys.argv[1:4]
os.makedirs(scratch, exist_ok=True)
environment = {"PATH": "/usr/bin:/bin", "HOME": scratch, "LANG": "C.UTF-8"}
store = os.path.join(scratch, "profile.json")
flow = os.path.join(scratch, "variables.json")
with open(flow, "w") as f:
    json.dump({"format": 1, "id": "variables", "vars": {"home": {"env": "HOME"}},
               "steps": [{"kind": "text", "key": "name", "title": "Name in ${home}?"},
                         {"kind": "secret", "key": "pin", "title": "PIN?"}]}, f)
runs = [
    (["setup", "--store", store], "Alice\n30\nfemale\n"),  # no store yet
    (["setup", "--store", store], "Alice\n30\nfemale\n"),  # the store read and rewritten
    (["profile", "--json", "--store", store], ""),
    (["profile", "--store", store], ""),
    (["ask", "text", "--title", "Name?", "--min-length", "2"], "Alice\n"),
    (["ask", "choose", "--title", "Colour?", "--option", "red", "--option", "green"],
     "green\n"),
    (["setup", "--flow", flow, "--store", os.path.join(scratch, "v.json")], "Bob\n1234\n"),
    (["--help"], ""),
]
functions = set()
for index, (arguments, answers) in enumerate(runs):
    out = os.path.join(scratch, f"callgrind.{index}")
    subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no",
                    f"--callgrind-out-file={out}", wizard] + arguments,
                   input=answers.encode(), stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, env=environment, check=True)
    names = {}
    for line in open(out, errors="replace"):
        match = re.match(r"^c?fn=\((\d+)\)(?: (.*))?", line)
        if not match:
            continue
        if match.group(2) is not None:
            names[match.group(1)] = match.group(2)
        name = names[match.group(1)].split("'")[0]  # recursion marks: swift_release'2
        if not name.startswith("0x") and " " not in name:
            functions.add(name)
with open(output, "w") as f:
    f.write("".join(f".text.{name}\n" for name in sorted(functions)))
print(f"wrote {output}: {len(functions)} functions")
