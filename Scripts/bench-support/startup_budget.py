"""The start-up budget: what a short run costs, against figures recorded in the repository.

Usage: startup_budget.py SCRATCH_DIR WIZARD BUDGET_FILE [--record]

For each of a piped `wizard setup` (the store already there, as for a user running it
again), `wizard profile --json` and a piped `wizard ask text`, it measures
  instructions  counted by valgrind's callgrind: deterministic for one binary, unlike time;
  peak RSS      in KiB (/usr/bin/time's maximum resident set size, the median of 5 runs
                after one to bring the binary into the page cache): the binary's pages a
                run touches, which the kernel maps 64 KiB around each page fault, plus its
                heap and stack.
A figure more than 5% over its budget fails, naming the figure, the measured value and the
budget; so does one missing from the file. With --record, it writes the figures measured as
the new budget instead: a budget is raised on purpose, with the reason in the commit.
"""
import os
import statistics
import subprocess
import sys

scratch, wizard, budget_file = sys.argv[1:4]
record = "--record" in sys.argv[4:]
ROOM = 1.05
os.makedirs(scratch, exist_ok=True)
# Deterministic hashing: with the runtime's random seed, dictionaries lay out differently in
# each run, and the count of instructions varies by a few thousand.
environment = {"PATH": "/usr/bin:/bin", "HOME": scratch, "LANG": "C.UTF-8",
               "SWIFT_DETERMINISTIC_HASHING": "1"}
store = os.path.join(scratch, "profile.json")
runs = {
    "setup": (["setup", "--store", store], "Alice\n30\nfemale\n"),
    "profile-json": (["profile", "--json", "--store", store], ""),
    "ask-text": (["ask", "text", "--title", "Name?", "--min-length", "2"], "Alice\n"),
}


def run(prefix, name):
    arguments, answers = runs[name]
    return subprocess.run(prefix + [wizard] + arguments, input=answers.encode(),
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                          env=environment, check=True).stderr.decode()


def instructions(name):
    out = os.path.join(scratch, f"callgrind.{name}")
    run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"], name)
    for line in open(out):
        if line.startswith("summary:") or line.startswith("totals:"):
            return int(line.split()[1])
    sys.exit(f"startup-budget: no total in callgrind's output for {name}")


def peak_rss(name):
    run([], name)
    values = [int(run(["/usr/bin/time", "-f", "%M"], name).strip().splitlines()[-1])
              for _ in range(5)]
    return int(statistics.median(values))


run([], "setup")  # the store exists
measured = {}
for name in runs:
    measured[f"{name}.instructions"] = instructions(name)
    measured[f"{name}.peak-rss-kib"] = peak_rss(name)

if record:
    with open(budget_file, "w") as f:
        f.write("# The start-up budget that Scripts/test-startup-budget holds the release binary to:\n"
                "# a figure more than 5% over its line fails the tests. Rewritten by\n"
                "# `Scripts/test-startup-budget --record`, on purpose, with the reason in the commit\n"
                "# (docs/performance.md).\n")
        for key, value in measured.items():
            f.write(f"{key} {value}\n")
    print(f"startup-budget: recorded {budget_file}")
    for key, value in measured.items():
        print(f"  {key:<28}{value:>12,}")
    sys.exit(0)

budget = {}
for line in open(budget_file):
    if line.strip() and not line.startswith("#"):
        key, value = line.split()
        budget[key] = int(value)
failures = []
for key, value in measured.items():
    limit = budget.get(key)
    if limit is None:
        failures.append(f"{key}: measured {value:,}, but {budget_file} has no budget for it")
        continue
    bound = int(limit * ROOM)
    verdict = "ok" if value <= bound else "OVER"
    print(f"  {key:<28}{value:>12,}  budget {limit:>12,} (+5%: {bound:,})  {verdict}")
    if value > bound:
        failures.append(f"{key} is {value:,}, over its budget of {limit:,} by more than 5% "
                        f"({value / limit - 1:+.1%})")
if failures:
    for failure in failures:
        print(f"startup-budget: {failure}", file=sys.stderr)
    print("startup-budget: find what grew with Scripts/bench-startup; new code a short run "
          "executes belongs in Scripts/build-support/startup-sections "
          "(Scripts/generate-startup-sections); raise a budget only on purpose "
          "(Scripts/test-startup-budget --record), saying why in the commit", file=sys.stderr)
    sys.exit(1)
print("startup-budget: every figure within 5% of its budget")
