"""One timed run of a command, as the benchmarks spawn it: directly (posix_spawn, no
shell), with a file on standard input and standard output discarded."""
import os
import sys
import time


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
