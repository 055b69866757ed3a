"""The floor of debconf's Passthrough protocol, for debconf.py: a peer that answers every
line at once, without asking anybody.

Usage: passthrough_floor.py SCRIPT

Runs SCRIPT as `wizard debconf -- SCRIPT` runs it (DEBIAN_FRONTEND=passthrough, its pipes
as descriptors 3 and 4, DEBCONF_READFD=3, DEBCONF_WRITEFD=4) and replies `0` to every
line, except `GET`, which takes the next line of standard input as the value, and `CAPB`,
which offers nothing. It exits with SCRIPT's status. What a question costs through it is
what debconf's side of the protocol costs, with no frontend's work at all.
"""
import os
import subprocess
import sys

commands_read, commands_write = os.pipe()
replies_read, replies_write = os.pipe()
environment = {**os.environ, "DEBIAN_FRONTEND": "passthrough",
               "DEBCONF_READFD": "3", "DEBCONF_WRITEFD": "4"}
for name in ("DEBCONF_PIPE", "DEBIAN_HAS_FRONTEND", "DEBCONF_REDIR"):
    environment.pop(name, None)


def child_descriptors():
    """In the child: its ends of the pipes as 3 (replies) and 4 (commands), each first
    copied above both, so that neither is overwritten before it is moved."""
    reading, writing = os.dup(replies_read), os.dup(commands_write)
    os.dup2(reading, 3)
    os.dup2(writing, 4)


script = subprocess.Popen([sys.argv[1]], env=environment, stdin=subprocess.DEVNULL,
                          preexec_fn=child_descriptors, pass_fds=(3, 4))
os.close(commands_write)
os.close(replies_read)
commands = os.fdopen(commands_read, "rb")
replies = os.fdopen(replies_write, "wb", buffering=0)
answers = sys.stdin.buffer
for line in commands:
    if line.startswith(b"GET "):
        replies.write(b"0 " + answers.readline().rstrip(b"\n") + b"\n")
    else:
        replies.write(b"0\n")
replies.close()
sys.exit(script.wait())
