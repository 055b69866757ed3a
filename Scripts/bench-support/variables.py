"""What a flow's variables cost a piped run, interleaved rounds on tmpfs.

Usage: variables.py RUNS WIZARD SCRATCH_DIR

Each round runs, in turn:
  plain      a piped setup of a two-question flow with no variables
  env        the same flow with one variable read from the environment
  command    the same flow with one variable from a command (/bin/echo)
  echo       /bin/echo alone, spawned the same way: the floor of a command's cost
It prints each one's median wall time and the medians of the round-by-round ratios to
plain. The flow files are written 0644 under SCRATCH_DIR, which the owner rule accepts.
"""
import json
import os
import statistics
import sys

from spawning import interleaved_times, timed_run

runs = int(sys.argv[1])
wizard, scratch = sys.argv[2:4]
os.makedirs(scratch, exist_ok=True)
steps = [
    {"kind": "text", "key": "host", "title": "Host name", "default": "box"},
    {"kind": "confirm", "key": "ok", "title": "OK?", "default": True},
]


def flow(name, variables):
    body = {"format": 1, "id": name, "steps": json.loads(json.dumps(steps))}
    if variables:
        body["vars"] = variables
        body["steps"][0]["default"] = "${machine}"
    path = os.path.join(scratch, name + ".json")
    with open(path, "w") as f:
        json.dump(body, f)
    os.chmod(path, 0o644)
    return path


flows = {
    "plain": flow("plain", None),
    "env": flow("env", {"machine": {"env": "BENCH_HOST"}}),
    "command": flow("command", {"machine": {"command": ["/bin/echo", "box"]}}),
}
answers = os.path.join(scratch, "answers")
with open(answers, "w") as f:
    f.write("\n\n")
environment = {"PATH": "/usr/bin:/bin", "HOME": scratch, "LANG": "C.UTF-8",
               "BENCH_HOST": "box"}
commands = {name: [wizard, "setup", "--flow", path, "--store",
                   os.path.join(scratch, name + "-store.json")]
            for name, path in flows.items()}
commands["echo"] = ["/bin/echo", "box"]


def run_once(argv):
    return timed_run(argv, answers, environment)


times = interleaved_times(commands, runs, run_once)
print(f"{runs} interleaved rounds, median wall time, a flow's variables (tmpfs)")
for name in commands:
    print(f"  {name:<10} {statistics.median(times[name]) * 1000:6.2f} ms")
for name in ("env", "command"):
    ratios = [t / p for t, p in zip(times[name], times["plain"])]
    extra = statistics.median(
        [t - p for t, p in zip(times[name], times["plain"])]) * 1000
    print(f"{name} / plain  {statistics.median(ratios):.3f}x  (+{extra:.2f} ms a run)")
