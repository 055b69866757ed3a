"""wizard's time per debconf question against debconf's own Readline frontend, piped, in
interleaved rounds.

Usage: debconf.py RUNS WIZARD SCRATCH_DIR

SCRATCH_DIR gets a private debconf database: a debconf.conf, named by DEBCONF_SYSTEMRC,
whose config and template databases are files there, so the machine's own is never read
or written. The templates of 20 string questions are loaded into it, and two config scripts
are written: one asks the 20 questions, each with its own INPUT and GO, as most packages'
scripts ask; the other starts debconf the same way and asks nothing. Each round runs, in
turn, with the 20 answers piped, each frontend on both scripts:
  readline  DEBIAN_FRONTEND=readline SCRIPT: debconf's way to answer from a pipe (without
            a terminal the Readline frontend gives way to Teletype, which reads the lines)
  wizard    `wizard debconf -- SCRIPT`
  floor     passthrough_floor.py SCRIPT: the Passthrough protocol answered at once by a
            peer that asks nobody, what debconf's side of it costs
and the database is put back as it was before every run. A frontend's time per question is
(the 20-question run - the empty run) / 20 in each round. It prints each frontend's median
wall times and time per question, the medians of the round-by-round ratios of wizard's to
readline's (per question, and for the whole 20-question run), and wizard's time per
question less the floor's: its own share. It checks first that each frontend stores every
answer.
"""
import os
import statistics
import subprocess
import sys

from spawning import timed_run

QUESTIONS = 20
runs = int(sys.argv[1])
wizard, scratch = sys.argv[2:4]
os.makedirs(scratch, exist_ok=True)


def place(name):
    return os.path.join(scratch, name)


def write(name, text, mode=0o644):
    with open(place(name), "w") as f:
        f.write(text)
    os.chmod(place(name), mode)


write("debconf.conf", f"""Config: configdb
Templates: templatedb

Name: configdb
Driver: File
Filename: {place("config.dat")}

Name: templatedb
Driver: File
Filename: {place("templates.dat")}
""")
tags = [f"bench/q{number:02}" for number in range(1, QUESTIONS + 1)]
write("bench.templates", "".join(
    f"Template: {tag}\nType: string\nDescription: Question {number}:\n"
    f" Question {number} of the benchmark, answered from a pipe.\n\n"
    for number, tag in enumerate(tags, 1)))
start = "#!/bin/sh\nset -e\n. /usr/share/debconf/confmodule\n"
write("questions.config", start + "".join(f"db_input high {tag} || true\ndb_go\n" for tag in tags),
      0o755)
write("empty.config", start, 0o755)
answers = [f"answer {number}" for number in range(1, QUESTIONS + 1)]
write("answers", "".join(f"{answer}\n" for answer in answers))

environment = {"PATH": "/usr/bin:/bin", "HOME": scratch, "LANG": "C.UTF-8",
               "DEBCONF_SYSTEMRC": place("debconf.conf")}
subprocess.run(["perl", "-MDebconf::Db", "-MDebconf::Template", "-e",
                'Debconf::Db->load; Debconf::Template->load($ARGV[0], "bench"); Debconf::Db->save',
                place("bench.templates")], env=environment, check=True)
databases = ("config.dat", "templates.dat")
pristine = {}
for name in databases:
    with open(place(name), "rb") as f:
        pristine[name] = f.read()


def restore():
    """The database as it was before any question was asked."""
    for name in databases:
        with open(place(name), "wb") as f:
            f.write(pristine[name])


def stored_answers():
    """The value config.dat holds for each question, in order."""
    values, name = {}, None
    with open(place("config.dat")) as f:
        for line in f:
            if line.startswith("Name: "):
                name = line[6:].rstrip("\n")
            elif line.startswith("Value: ") and name is not None:
                values[name] = line[7:].rstrip("\n")
    return [values.get(tag) for tag in tags]


floor = os.path.join(os.path.dirname(os.path.abspath(__file__)), "passthrough_floor.py")
frontends = {
    "readline": lambda script: ([script], {**environment, "DEBIAN_FRONTEND": "readline"}),
    "wizard": lambda script: ([wizard, "debconf", "--", script], environment),
    "floor": lambda script: ([sys.executable, floor, script], environment),
}


def run(frontend, script):
    argv, variables = frontends[frontend](place(script))
    restore()
    return timed_run(argv, place("answers"), variables, quiet=True)


for frontend in frontends:
    run(frontend, "questions.config")
    if stored_answers() != answers:
        sys.exit(f"bench: the {frontend} frontend stored {stored_answers()}, not the answers piped")

times = {(frontend, script): [] for frontend in frontends
         for script in ("questions.config", "empty.config")}
for _ in range(runs):
    for frontend, script in times:
        times[(frontend, script)].append(run(frontend, script))
per_question = {frontend: [(asked - empty) / QUESTIONS for asked, empty in
                           zip(times[(frontend, "questions.config")],
                               times[(frontend, "empty.config")])]
                for frontend in frontends}

print(f"{runs} interleaved rounds, median wall time, {QUESTIONS} string questions piped "
      "through debconf (a private database)")
for frontend in frontends:
    asked = statistics.median(times[(frontend, "questions.config")]) * 1000
    empty = statistics.median(times[(frontend, "empty.config")]) * 1000
    question = statistics.median(per_question[frontend]) * 1000
    print(f"  {frontend:<9} {QUESTIONS} questions {asked:7.2f} ms   none {empty:7.2f} ms   "
          f"per question {question:6.3f} ms")
ratios = [w / r for w, r in zip(per_question["wizard"], per_question["readline"]) if r > 0]
whole = [w / r for w, r in zip(times[("wizard", "questions.config")],
                               times[("readline", "questions.config")])]
own = [w - f for w, f in zip(per_question["wizard"], per_question["floor"])]
print(f"wizard / readline  per question {statistics.median(ratios):.3f}x   "
      f"whole run {statistics.median(whole):.3f}x")
print(f"wizard - floor     per question {statistics.median(own) * 1000:.3f} ms (wizard's own share)")
