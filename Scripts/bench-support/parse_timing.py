"""Times wizard's JSON readers on the worst inputs at their size limit (1 MiB).

Usage: python3 parse_timing.py RUNS WIZARD WORKDIR

Each input is written to WORKDIR and read by the release binary through the reader
that owns it: the store (`wizard profile --json --store FILE`), a flow file
(`wizard flow check FILE`) and an answers file (`wizard setup --answers FILE`).
It prints the median CPU time (user + system) of RUNS runs per input, the time
of the same command on a small file, and their difference: what the megabyte
cost.
"""

import os
import statistics
import subprocess
import sys

LIMIT = 1 << 20
DEPTH = 64  # JSONParser.depthLimit


def fill(head, unit, tail, separator=","):
    """head + unit, separator, unit... + tail, as long as fits in LIMIT bytes of UTF-8."""
    def size(text):
        return len(text.encode())
    room = LIMIT - size(head) - size(tail)
    count = (room + size(separator)) // (size(unit) + size(separator))
    return head + separator.join([unit] * count) + tail


def nested_arrays():
    # An object (1) holding an array (2) of arrays nested to the limit.
    depth = DEPTH - 2
    return fill('{"a":[', "[" * depth + "]" * depth, "]}")


def inputs():
    return {
        "nested arrays at depth 64": nested_arrays(),
        "one ASCII string": '{"s":"' + "x" * (LIMIT - 9) + '"}',
        "one string of escapes": fill('{"s":"', "\\u00e9", '"}', separator=""),
        "one string of Hangul": fill('{"s":"', "한", '"}', separator=""),
        "long strings": fill('{"a":[', '"' + "y" * 1000 + '"', "]}"),
        "many keys": "{" + ",".join(f'"k{i}":0' for i in range(95_000)) + "}",
        "many numbers": fill('{"a":[', "0", "]}"),
        "many objects": fill('{"a":[', "{}", "]}"),
        "a number of 1 MiB digits": '{"n":0.' + "1" * (LIMIT - 9) + "}",
        "many lines": fill('{"a":[', "\n0", "]}"),
    }


def median_time(command, runs):
    """The median CPU time (user + system) of `command`, which a loaded machine disturbs
    less than wall time."""
    times = []
    for _ in range(runs):
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, _, usage = os.wait4(process.pid, 0)
        times.append(usage.ru_utime + usage.ru_stime)
    return statistics.median(times)


def main():
    runs, wizard, work = int(sys.argv[1]), sys.argv[2], sys.argv[3]
    os.makedirs(work, exist_ok=True)
    env_home = os.path.join(work, "home")
    os.makedirs(env_home, exist_ok=True)
    os.environ["HOME"] = env_home
    os.environ["XDG_CONFIG_HOME"] = os.path.join(env_home, ".config")
    small = os.path.join(work, "small.json")
    with open(small, "w") as file:
        file.write('{"a":[1]}')
    readers = {
        "store": lambda path: [wizard, "profile", "--json", "--store", path],
        "flow": lambda path: [wizard, "flow", "check", path],
        "answers": lambda path: [
            wizard, "setup", "--answers", path, "--store", os.path.join(work, "out.json"),
        ],
    }
    print(f"median CPU ms of {runs} runs; minus a small file's: the cost of 1 MiB")
    print(f"{'input':<28} {'reader':<8} {'bytes':>8} {'ms':>8} {'small ms':>9} {'1 MiB ms':>9}")
    for name, text in inputs().items():
        data = text.encode()
        assert len(data) <= LIMIT, (name, len(data))
        path = os.path.join(work, "input.json")
        with open(path, "wb") as file:
            file.write(data)
        for reader, command in readers.items():
            big = median_time(command(path), runs) * 1000
            base = median_time(command(small), runs) * 1000
            print(f"{name:<28} {reader:<8} {len(data):>8} {big:>8.1f} {base:>9.1f} {big - base:>9.1f}")


main()
