"""Times wizard against its references, interleaved, and prints medians and ratios.

Usage: timing.py RUNS WIZARD REFERENCE_SETUP SCRATCH_DIR [BASELINE_WIZARD]
With BASELINE_WIZARD (another build, such as an earlier commit's), its piped setup
runs interleaved with the rest and its ratio is printed beside the current one.
Each run spawns the command directly (posix_spawn, no shell) with the answers on
standard input and standard output discarded.
"""
import os
import statistics
import subprocess
import sys
import time

runs, wizard, reference, scratch = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
baseline = sys.argv[5] if len(sys.argv) > 5 else None
answers = os.path.join(scratch, "answers")
with open(answers, "w") as f:
    f.write("Alice\n30\nfemale\n")
wizard_store = os.path.join(scratch, "wizard", "profile.json")
reference_store = os.path.join(scratch, "reference", "profile.json")
os.makedirs(os.path.dirname(reference_store), exist_ok=True)
environment = {"PATH": "/usr/bin:/bin", "HOME": scratch, "LANG": "C.UTF-8"}

commands = {
    "setup": [wizard, "setup", "--store", wizard_store],
    "reference": [reference, reference_store],
    "json": [wizard, "profile", "--json", "--store", wizard_store],
    "cat": ["/bin/cat", wizard_store],
}
if baseline:
    commands["baseline"] = [baseline, "setup", "--store",
                            os.path.join(scratch, "baseline", "profile.json")]


def run_once(argv):
    stdin = os.open(answers, os.O_RDONLY)
    stdout = os.open(os.devnull, os.O_WRONLY)
    start = time.perf_counter()
    pid = os.posix_spawn(argv[0], argv, environment,
                         file_actions=[(os.POSIX_SPAWN_DUP2, stdin, 0),
                                       (os.POSIX_SPAWN_DUP2, stdout, 1)])
    _, status = os.waitpid(pid, 0)
    elapsed = time.perf_counter() - start
    os.close(stdin)
    os.close(stdout)
    if status != 0:
        sys.exit(f"bench: {argv} failed with status {status}")
    return elapsed


def peak_rss_mib(argv):
    with open(answers) as stdin:
        report = subprocess.run(["/usr/bin/time", "-v"] + argv, stdin=stdin,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                env=environment, text=True, check=True).stderr
    line = next(l for l in report.splitlines() if "Maximum resident set size" in l)
    return int(line.split(":")[1]) / 1024


for argv in commands.values():  # warm the page cache and create the stores
    run_once(argv)
times = {name: [] for name in commands}
for _ in range(runs):
    for name, argv in commands.items():
        times[name].append(run_once(argv))
median = {name: statistics.median(values) * 1000 for name, values in times.items()}
rss = {name: max(peak_rss_mib(argv) for _ in range(5)) for name, argv in commands.items()}

print(f"{runs} interleaved runs of each command, median wall time, peak RSS")
print(f"  wizard setup (piped)    {median['setup']:6.2f} ms  {rss['setup']:5.1f} MiB")
print(f"  C reference             {median['reference']:6.2f} ms  {rss['reference']:5.1f} MiB")
print(f"  wizard profile --json   {median['json']:6.2f} ms  {rss['json']:5.1f} MiB")
print(f"  cat of the store        {median['cat']:6.2f} ms  {rss['cat']:5.1f} MiB")
setup_ratio = median["setup"] / median["reference"]
json_ratio = median["json"] / median["cat"]
print(f"setup ratio {setup_ratio:.2f}x, profile --json ratio {json_ratio:.2f}x (target <= 3x)")
if baseline:
    baseline_ratio = median["baseline"] / median["reference"]
    print(f"  baseline setup (piped)  {median['baseline']:6.2f} ms  {rss['baseline']:5.1f} MiB")
    print(f"baseline setup ratio {baseline_ratio:.2f}x; current/baseline "
          f"{median['setup'] / median['baseline']:.3f}")
print(f"peak RSS {max(rss['setup'], rss['json']):.1f} MiB (target <= 12 MiB)")
