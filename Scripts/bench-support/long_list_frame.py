"""Times the first frame of a long list against a short one: `wizard setup --flow` on a
flow of one picker of 507 options (as many as tzdata's zones) and on one of 3, each at a new
pseudo-terminal, from fork to the first output (the first frame, written whole), then Esc.

Usage: long_list_frame.py RUNS WIZARD SCRATCH_DIR

The two alternate in an order drawn per round from a fixed seed. Prints the medians in
milliseconds and the median of the round-by-round ratios. Target: the 507-option frame
takes no more than 1.5 times the 3-option one.
"""
import json
import os
import pty
import random
import select
import statistics
import sys
import time

from spawning import end_pty_run

runs, wizard, scratch = int(sys.argv[1]), sys.argv[2], sys.argv[3]
environment = {"PATH": "/usr/bin:/bin", "HOME": scratch, "LANG": "C.UTF-8",
               "TERM": "xterm-256color"}


def flow_file(count):
    path = os.path.join(scratch, f"list-{count}.json")
    options = [{"value": f"Zone/{index}", "label": f"Zone number {index}"}
               for index in range(count)]
    flow = {"format": 1, "id": f"list-{count}", "steps": [
        {"kind": "picker", "key": "zone", "title": "Time zone", "options": options}]}
    with open(path, "w") as file:
        json.dump(flow, file)
    return path


def first_frame(flow):
    store = os.path.join(scratch, "long-list.json")
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(wizard, [wizard, "setup", "--flow", flow, "--store", store], environment)
    if not select.select([fd], [], [], 10)[0]:
        sys.exit(f"bench: {wizard} drew nothing in 10 s")
    elapsed = time.perf_counter() - start
    end_pty_run(fd, pid)
    return elapsed * 1000


flows = {"3 options": flow_file(3), "507 options": flow_file(507)}
times = {name: [] for name in flows}
ratios = []
order = list(flows.items())
shuffler = random.Random(20261201)
for _ in range(runs):
    shuffler.shuffle(order)
    round_times = {name: first_frame(path) for name, path in order}
    for name, value in round_times.items():
        times[name].append(value)
    ratios.append(round_times["507 options"] / round_times["3 options"])
print(f"first frame of a picker, fork to first output, {runs} rounds")
for name, values in times.items():
    print(f"  {name:12} median {statistics.median(values):.2f} ms")
print(f"  ratio 507/3   median {statistics.median(ratios):.2f}x  (target <= 1.5x)")
