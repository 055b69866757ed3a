"""Times wizard against its references, interleaved, and prints medians and ratios.

Usage: timing.py RUNS WIZARD REFERENCE_SETUP C_HELLO SWIFT_HELLO SCRATCH_DIR [BASELINE_WIZARD]

Each round runs every command once, so the machine's load falls on all of them alike, in
an order shuffled for each round (spawning.interleaved_times says why); a ratio is the
median of the round-by-round ratios. The commands:
  setup        piped `wizard setup` (three answers on standard input)
  reference    the C program doing the same job (reference-setup.c)
  json         `wizard profile --json`
  cat          `cat` of the store
  c-hello      a static C program that prints a line: the floor of any start-up
  swift-hello  the same in Swift, static as wizard is: the floor of the Swift runtime
  baseline     with BASELINE_WIZARD (another build, such as an earlier commit's), its
               piped setup
Each run spawns the command directly (posix_spawn, no shell) with the answers on standard
input and standard output discarded. Peak RSS comes from /usr/bin/time -v, with that of a piped `wizard ask text`.
"""
import os
import statistics
import subprocess
import sys

from spawning import interleaved_times, timed_run

runs = int(sys.argv[1])
wizard, reference, c_hello, swift_hello, scratch = sys.argv[2:7]
baseline = sys.argv[7] if len(sys.argv) > 7 else None
answers = os.path.join(scratch, "answers")
with open(answers, "w") as f:
    f.write("Alice\n30\nfemale\n")
wizard_store = os.path.join(scratch, "wizard", "profile.json")
reference_store = os.path.join(scratch, "reference", "profile.json")
# A store named with --store is written only into a directory that exists.
for folder in ("wizard", "reference", "baseline"):
    os.makedirs(os.path.join(scratch, folder), exist_ok=True)
environment = {"PATH": "/usr/bin:/bin", "HOME": scratch, "LANG": "C.UTF-8"}

commands = {
    "setup": [wizard, "setup", "--store", wizard_store],
    "reference": [reference, reference_store],
    "json": [wizard, "profile", "--json", "--store", wizard_store],
    "cat": ["/bin/cat", wizard_store],
    "c-hello": [c_hello],
    "swift-hello": [swift_hello],
}
if baseline:
    commands["baseline"] = [baseline, "setup", "--store",
                            os.path.join(scratch, "baseline", "profile.json")]


def run_once(argv):
    return timed_run(argv, answers, environment)


def peak_rss_mib(argv):
    with open(answers) as stdin:
        report = subprocess.run(["/usr/bin/time", "-v"] + argv, stdin=stdin,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                env=environment, text=True, check=True).stderr
    line = next(l for l in report.splitlines() if "Maximum resident set size" in l)
    return int(line.split(":")[1]) / 1024


for argv in commands.values():  # warm the page cache and create the stores
    run_once(argv)
times = interleaved_times(commands, runs, run_once)
median = {name: statistics.median(values) * 1000 for name, values in times.items()}
rss = {name: max(peak_rss_mib(argv) for _ in range(5)) for name, argv in commands.items()}
# One question, not timed here (ask.py times it): its peak RSS, with the first answer.
ask = [wizard, "ask", "text", "--title", "Name?", "--min-length", "2"]
rss_ask = max(peak_rss_mib(ask) for _ in range(5))


def ratio(name, against):
    """The median of the round-by-round ratios of two commands' times."""
    return statistics.median(a / b for a, b in zip(times[name], times[against]))


labels = {
    "setup": "wizard setup (piped)", "reference": "C reference",
    "json": "wizard profile --json", "cat": "cat of the store",
    "c-hello": "static C hello", "swift-hello": "static Swift hello",
    "baseline": "baseline setup (piped)",
}
print(f"{runs} interleaved rounds, median wall time, peak RSS")
for name in commands:
    print(f"  {labels[name]:<24}{median[name]:6.2f} ms  {rss[name]:5.1f} MiB")
print(f"setup / C reference      {ratio('setup', 'reference'):.2f}x "
      "(target <= 1.1x on disk, <= 1.2x on tmpfs)")
print(f"profile --json / cat     {ratio('json', 'cat'):.2f}x (target <= 1.05x)")
print(f"floor / C reference      static C hello {ratio('c-hello', 'reference'):.2f}x, "
      f"static Swift hello {ratio('swift-hello', 'reference'):.2f}x")
if baseline:
    print(f"baseline / C reference   {ratio('baseline', 'reference'):.2f}x; "
          f"setup / baseline {ratio('setup', 'baseline'):.3f}")
print(f"peak RSS {rss['setup']:.1f} MiB piped setup (target <= 5 MiB), {rss['json']:.1f} MiB "
      f"profile --json, {rss_ask:.1f} MiB ask text (target <= 4.5 MiB)")
