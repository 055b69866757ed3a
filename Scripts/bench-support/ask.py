"""What one question costs through `wizard ask` against a flow, interleaved rounds.

Usage: ask.py RUNS WIZARD SCRATCH_DIR

Each round runs, in turn, with one answer piped:
  setup   `wizard setup --flow FLOW` of a flow of one text question, its store in SCRATCH_DIR
  ask     `wizard ask text`, the same question from flags, which stores nothing
It prints each one's median wall time and the median of the round-by-round ratios of ask
to setup; the target is <= 1.0 (docs/performance.md). On tmpfs the store's write costs
setup little, so the comparison is of start-up and work alone.
"""
import json
import os
import statistics
import sys

from spawning import interleaved_times, timed_run

runs = int(sys.argv[1])
wizard, scratch = sys.argv[2:4]
os.makedirs(scratch, exist_ok=True)
flow = os.path.join(scratch, "one-question.json")
with open(flow, "w") as f:
    json.dump({"format": 1, "id": "one", "steps": [
        {"kind": "text", "key": "name", "title": "Name?", "validators": [{"min_length": 2}]},
    ]}, f)
os.chmod(flow, 0o644)
answers = os.path.join(scratch, "answers")
with open(answers, "w") as f:
    f.write("Alice\n")
environment = {"PATH": "/usr/bin:/bin", "HOME": scratch, "LANG": "C.UTF-8"}
commands = {
    "setup": [wizard, "setup", "--flow", flow, "--store", os.path.join(scratch, "one.json")],
    "ask": [wizard, "ask", "text", "--title", "Name?", "--min-length", "2"],
}
times = interleaved_times(
    commands, runs, lambda argv: timed_run(argv, answers, environment))
print(f"{runs} interleaved rounds, median wall time, one piped question")
for name in commands:
    print(f"  {name:<10} {statistics.median(times[name]) * 1000:6.2f} ms")
ratios = [a / s for a, s in zip(times["ask"], times["setup"])]
print(f"ask / setup  {statistics.median(ratios):.3f}x  (target <= 1.0)")
