"""The code sections a short run executes, as a section ordering file for the linker.

Usage: startup_sections.py SCRATCH_DIR WIZARD LINK_MAP OUTPUT

Runs WIZARD (linked with the map LINK_MAP, the linker's `-Map`) under valgrind's callgrind
in the runs a user makes most often without a terminal (a piped setup with and without a
store, `profile --json` and `profile`, `wizard ask text` and `ask choose`, a piped setup of a
flow with a variable and a secret, `--help`), finds in the map the input section of every
instruction they executed, and writes those sections' names, one a line: those a piped setup
of an existing store executes first, then the others; in each part, the sections every run
executes first, then those of each set of runs together. Scripts/build hands the file to
the linker (`--section-ordering-file`), which lays those sections out first and together:
the kernel maps a binary's pages 64 KiB at a time around each page fault, so code a run
executes that lies scattered across the 8 MiB of code makes every run resident in most of it
(docs/performance.md).

A section is placed by its name, so the plain `.text` of an object compiled without a
section per function (glibc's, and the Swift standard library's internal functions) cannot
be, and is left out; a name several objects share (`.text..Lobjectdestroy`) places all of
them. A section missing from the file still links, only elsewhere; a name that no longer
exists is ignored.
"""
import bisect
import json
import os
import re
import subprocess
import sys

scratch, wizard, link_map, output = sys.argv[1:5]
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


def code_sections(path):
    """The map's input sections of code: (start, size, name), by start."""
    sections, pending = [], None
    for line in open(path, errors="replace"):
        line = line.rstrip("\n")
        match = re.match(r"^ (\.text\S*)(?:\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s.*)?$", line)
        if match:
            if match.group(2):
                sections.append((int(match.group(2), 16), int(match.group(3), 16),
                                 match.group(1)))
                pending = None
            else:
                pending = match.group(1)
            continue
        if pending:
            match = re.match(r"^\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s", line)
            if match:
                sections.append((int(match.group(1), 16), int(match.group(2), 16), pending))
            pending = None
    return sorted(sections)


def executed_addresses(path):
    """The instruction addresses in a callgrind output written with --dump-instr=yes."""
    address, addresses = 0, set()
    for line in open(path, errors="replace"):
        match = re.match(r"^(0x[0-9a-f]+|[+-]\d+|\*)\s", line)
        if not match:
            continue
        token = match.group(1)
        if token.startswith("0x"):
            address = int(token, 16)
        elif token[0] in "+-":
            address += int(token)
        addresses.add(address)
    return addresses


sections = code_sections(link_map)
starts = [start for start, _, _ in sections]
names = {}  # each section name and the runs that executed code in it
for index, (arguments, answers) in enumerate(runs):
    out = os.path.join(scratch, f"callgrind.{index}")
    subprocess.run(["valgrind", "--tool=callgrind", "--dump-instr=yes",
                    f"--callgrind-out-file={out}", wizard] + arguments,
                   input=answers.encode(), stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, env=environment, check=True)
    for address in executed_addresses(out):
        at = bisect.bisect_right(starts, address) - 1
        if at >= 0 and address < sections[at][0] + sections[at][1]:
            name = sections[at][2]
            if name != ".text":
                names.setdefault(name, set()).add(index)
# The piped setup of an existing store (run 1), the run made most often and the one
# Scripts/bench times, first: its code then lies in as few 64 KiB windows as it can; within
# it and after it, the sections more runs execute come first.
order = sorted(names, key=lambda name: (
    1 not in names[name], -len(names[name]), sorted(names[name]), name))
with open(output, "w") as f:
    f.write("".join(f"{name}\n" for name in order))
print(f"wrote {output}: {len(order)} sections")
