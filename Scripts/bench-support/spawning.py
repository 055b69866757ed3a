"""Timed runs of commands, as the benchmarks spawn them: directly (posix_spawn, no shell),
with a file on standard input and standard output discarded, and in interleaved rounds."""
import os
import random
import sys
import time


def interleaved_times(commands, runs, run):
    """Runs each command of `commands` (a dict of name to argv) once a round, for `runs`
    rounds, with `run(argv)` returning its time; returns the times by name, in round order.
    The order within a round is shuffled from a fixed seed (the same in every run of a
    script): a command that always ran right after the same other one would find its code
    in the CPU's caches or not depending on that neighbour (two runs of one binary share
    its pages; a run of another 27 MB binary evicts them), which moved a ratio by up to 10%.
    """
    times = {name: [] for name in commands}
    order = random.Random(0)
    for _ in range(runs):
        names = list(commands)
        order.shuffle(names)
        for name in names:
            times[name].append(run(commands[name]))
    return times


def timed_run(argv, answers, environment, quiet=False):
    """Runs argv with `answers` (a path) on standard input; returns the wall time in
    seconds, and stops the benchmark when the command fails. `quiet` discards standard
    error too (a program that warns on every run)."""
    stdin = os.open(answers, os.O_RDONLY)
    stdout = os.open(os.devnull, os.O_WRONLY)
    actions = [(os.POSIX_SPAWN_DUP2, stdin, 0), (os.POSIX_SPAWN_DUP2, stdout, 1)]
    if quiet:
        actions.append((os.POSIX_SPAWN_DUP2, stdout, 2))
    start = time.perf_counter()
    pid = os.posix_spawn(argv[0], argv, environment, file_actions=actions)
    _, status = os.waitpid(pid, 0)
    elapsed = time.perf_counter() - start
    os.close(stdin)
    os.close(stdout)
    if status != 0:
        sys.exit(f"bench: {argv} failed with status {status}")
    return elapsed


def end_pty_run(fd, pid):
    """After a first frame was read from pseudo-terminal `fd`: reads what is left of it,
    sends Esc (which quits a run that has no answers yet), drains the output until the
    child `pid` closes the terminal, and reaps it. A child that has already ended is fine."""
    try:
        os.read(fd, 65536)
        os.write(fd, b"\x1b")
    except OSError:
        pass
    while True:
        try:
            if not os.read(fd, 65536):
                break
        except OSError:
            break
    os.waitpid(pid, 0)
    os.close(fd)
