"""What runs before and after the first read in a piped setup and in `profile --json`,
item by item, in instructions counted by callgrind (deterministic, unlike time on a
shared machine), with page faults and system calls.

Usage: startup_audit.py SCRATCH_DIR WIZARD [BASELINE_WIZARD]

Each item is the inclusive instruction count of the functions that do it, found by their
mangled names, so an earlier build (BASELINE_WIZARD) is measured the same way. Under
valgrind the runtime's start-up reads a longer /proc/self/maps than a real run does (the
argv lookup), so "before main" is a little high; the other items are exact.
"""
import collections
import os
import re
import subprocess
import sys

scratch, binaries = sys.argv[1], sys.argv[2:]
answers = os.path.join(scratch, "answers")
with open(answers, "w") as f:
    f.write("Alice\n30\nfemale\n")
environment = {"PATH": "/usr/bin:/bin", "HOME": scratch, "LANG": "C.UTF-8"}


def load(path):
    """Self costs, call costs and call counts by function, from a callgrind output file."""
    names, self_cost = {}, collections.Counter()
    calls = collections.defaultdict(collections.Counter)
    counts = collections.defaultdict(collections.Counter)
    function = callee = pending = None

    def name(token):
        match = re.match(r"\((\d+)\)(?: (.*))?", token)
        if not match:
            return token
        if match.group(2) is not None:
            names[match.group(1)] = match.group(2)
        return names[match.group(1)]

    for line in open(path):
        line = line.rstrip("\n")
        if line.startswith("fn="):
            function = name(line[3:])
        elif line.startswith("cfn="):
            callee = name(line[4:])
        elif line.startswith("calls="):
            pending = int(line[6:].split()[0])
        elif line and (line[0].isdigit() or line[0] in "+-*"):
            parts = line.split()
            cost = int(parts[1]) if len(parts) > 1 else 0
            if pending is not None:
                calls[function][callee] += cost
                counts[function][callee] += pending
                pending = None
            else:
                self_cost[function] += cost
    return self_cost, calls, counts


class Profile:
    def __init__(self, path):
        self.self_cost, self.calls, self.counts = load(path)
        self.total = sum(self.self_cost.values())

    def inclusive(self, function):
        return self.self_cost[function] + sum(
            cost for callee, cost in self.calls[function].items() if callee != function)

    def largest(self, pattern):
        """The inclusive cost of the costliest function whose name matches."""
        return max((self.inclusive(f) for f in set(self.self_cost) | set(self.calls)
                    if re.search(pattern, f)), default=0)

    def edges(self, callers, callee):
        """The cost and count of the calls from functions matching `callers` to those
        matching `callee`."""
        cost = count = 0
        for caller, targets in self.calls.items():
            if not re.search(callers, caller):
                continue
            for target, value in targets.items():
                if re.search(callee, target):
                    cost += value
                    count += self.counts[caller][target]
        return cost, count

    def runtime_lookups(self, function):
        """Calls into a runtime lookup from outside it (its own recursion not counted)."""
        return self.edges(r"^(?!" + re.escape(function) + r")", "^" + re.escape(function))


def callgrind(binary, arguments):
    output = os.path.join(scratch, "callgrind.out")
    with open(answers) as stdin:
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={output}",
                        binary] + arguments, stdin=stdin, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, env=environment, check=True)
    return Profile(output)


def faults_and_calls(binary, arguments):
    """Page faults (perf's count over 20 runs where perf works, else /usr/bin/time's) and
    system calls (strace)."""
    with open(answers) as stdin:
        report = subprocess.run(["perf", "stat", "-x,", "-r", "20", "-e", "page-faults",
                                 binary] + arguments, stdin=stdin, stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE, env=environment, text=True).stderr
    counted = [l.split(",")[0] for l in report.splitlines() if "page-faults" in l]
    if counted and counted[0].replace(".", "").isdigit():
        faults = round(float(counted[0]))
    else:
        with open(answers) as stdin:
            report = subprocess.run(["/usr/bin/time", "-f", "%R", binary] + arguments,
                                    stdin=stdin, stdout=subprocess.DEVNULL,
                                    stderr=subprocess.PIPE, env=environment, text=True).stderr
        faults = int(report.strip().splitlines()[-1])
    trace = os.path.join(scratch, "strace.out")
    with open(answers) as stdin:
        subprocess.run(["strace", "-f", "-c", "-o", trace, binary] + arguments, stdin=stdin,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment)
    total = next(l for l in open(trace) if l.strip().endswith("total"))
    return faults, int(total.split()[3])


MAIN = r"^wizard_main$"
COMMAND = r"^\$s6wizard(12SetupCommand|14ProfileCommand)O3run_4flow(6origin)?7context"
SHARED = [  # what both commands run, in the order they run it
    ("before main: runtime and libc start-up (backtracer, metadata registration)", "before"),
    ("arguments and environment read (ProcessText.ofProcess)", r"^\$s6wizard11ProcessTextV02ofB0ACyFZ"),
    ("arguments parsed (CommandLineParser)", "arguments"),
    ("the default flow (Flow.onboarding)", r"^\$s10WizardCore4FlowV10onboarding_WZ$"),
    ("store read (ProfileStore.load)",
     ("edge", COMMAND, r"ProfileStoreV(4load|21loadCheckingDirectory)")),
]
NO_TERMINAL = ("readline, terminfo, setlocale", r"^(rl_initialize|readline|tgetent|setlocale)$")
items = {
    "setup": SHARED + [
        ("session (Session.init, stored answers checked)", r"^\$s10WizardCore13QuestionBatchV7session9answering"),
        ("piped answers (PipedFrontend, LineSource)", r"PipedFrontendV3run"),
        ("store write (ProfileStore.update: lock, re-read, atomic write)",
         ("edge", COMMAND, r"ProfileStoreV6update")),
        ("card (ProfileCard)", ("edge", COMMAND, r"ProfileCardV")),
        NO_TERMINAL,
    ],
    "json": SHARED + [
        ("JSON out (StoreCoding.compactJSON)", ("edge", COMMAND, r"StoreCodingO11compactJSON")),
        NO_TERMINAL,
    ],
}


def measure(profile, how):
    if how == "before":
        return profile.total - profile.largest(MAIN)
    if how == "arguments":
        return profile.largest(r"^\$s6wizard17CommandLineParserO5parse")
    if isinstance(how, tuple):
        return profile.edges(how[1], how[2])[0]
    return profile.largest(how)


commands = {
    "setup": ["setup", "--store", os.path.join(scratch, "audit", "profile.json")],
    "json": ["profile", "--json", "--store", os.path.join(scratch, "audit", "profile.json")],
}
os.makedirs(os.path.join(scratch, "audit"), exist_ok=True)
for binary in binaries:  # the store exists, as it does for a user running setup again
    with open(answers) as stdin:
        subprocess.run([binary] + commands["setup"], stdin=stdin, stdout=subprocess.DEVNULL,
                       env=environment, check=True)
labels = ["now", "baseline"][:len(binaries)]
for command, arguments in commands.items():
    profiles = [callgrind(binary, arguments) for binary in binaries]
    title = "piped setup" if command == "setup" else "profile --json"
    print(f"{title}, instructions (callgrind)" + " " * 34 + "".join(f"{l:>16}" for l in labels))
    for label, how in items[command]:
        print(f"  {label:<66}" + "".join(f"{measure(p, how):>16,}" for p in profiles))
    lookups = [("  conformance lookups and scans: instructions in calls",
                "swift_conformsToProtocolMaybeInstantiateSuperclasses(swift::TargetMetadata"),
               ("  generic metadata by mangled name: instructions in calls",
                "swift_getTypeByMangledNameInContext2")]
    for label, function in lookups:
        cells = []
        for p in profiles:
            matching = [f for f in set(p.self_cost) | set(p.calls)
                        if f.startswith(function) and "$_" not in f]
            cost = sum(p.runtime_lookups(f)[0] for f in matching)
            count = sum(p.runtime_lookups(f)[1] for f in matching)
            cells.append(f"{cost:,} in {count}")
        print(f"{label:<68}" + "".join(f"{c:>16}" for c in cells))
    print(f"  {'total':<66}" + "".join(f"{p.total:>16,}" for p in profiles))
    rows = [faults_and_calls(binary, arguments) for binary in binaries]
    print(f"  {'page faults':<66}" + "".join(f"{r[0]:>16}" for r in rows))
    print(f"  {'system calls':<66}" + "".join(f"{r[1]:>16}" for r in rows))
