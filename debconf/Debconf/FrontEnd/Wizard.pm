#!/usr/bin/perl -w
# Debconf::FrontEnd::Wizard: debconf's questions asked on wizard's screens.
#
# Chosen as debconf's other frontends are: DEBIAN_FRONTEND=wizard, or
# `dpkg-reconfigure -f wizard PACKAGE`. It is debconf's Passthrough frontend talking to a
# `wizard debconf --fds READ,WRITE` it starts itself on a pipe pair of its own, so wizard
# asks every question as it asks a flow's (docs/debconf.md). wizard finds the reader's
# terminal as any program does: on the standard descriptors this process has, else on
# /dev/tty.
#
# When wizard cannot be started, or does not answer, the frontend falls back as debconf's
# own do (Debconf::AutoSelect): it says "unable to initialize frontend: Wizard" and tries
# Dialog, then Readline, then Teletype, saying "falling back to frontend" for each.
package Debconf::FrontEnd::Wizard;
use strict;
use Fcntl;
use POSIX ();
use Debconf::Gettext;
use Debconf::Log qw(:all);
use base qw(Debconf::FrontEnd::Passthrough);

# The frontends tried, in order, when wizard cannot ask.
my @fallback = ('Dialog', 'Readline', 'Teletype');

# The program: $DEBCONF_WIZARD when set (a test's build), else `wizard` on PATH.
sub wizard_program {
	if (defined $ENV{DEBCONF_WIZARD} && length $ENV{DEBCONF_WIZARD}) {
		my $program = $ENV{DEBCONF_WIZARD};
		die "DEBCONF_WIZARD names $program, which is not a program wizard can run\n"
			unless -x $program && ! -d $program;
		return $program;
	}
	foreach my $directory (split /:/, ($ENV{PATH} || '/usr/bin:/bin')) {
		next unless length $directory;
		return "$directory/wizard" if -x "$directory/wizard" && ! -d "$directory/wizard";
	}
	return undef;
}

# A new frontend: wizard's, or the first of the fallbacks that starts.
sub new {
	my $class = shift;
	my $frontend = eval { $class->SUPER::new(@_) };
	return $frontend if defined $frontend;
	my $reason = $@ || "wizard did not start\n";
	warn sprintf(gettext("unable to initialize frontend: %s"), 'Wizard');
	$reason =~ s/\n.*//s;
	warn "($reason)";
	foreach my $type (@fallback) {
		warn sprintf(gettext("falling back to frontend: %s"), $type);
		my $next = eval qq{
			use Debconf::FrontEnd::$type;
			Debconf::FrontEnd::$type->new();
		};
		return $next if defined $next;
		warn sprintf(gettext("unable to initialize frontend: %s"), $type);
		$@ =~ s/\n.*//s;
		warn "($@)";
	}
	die sprintf(gettext("Unable to start a frontend: %s"), $@);
}

sub init {
	my $this = shift;
	my $program = wizard_program() or die "wizard is not on PATH\n";
	# Commands go to wizard on one pipe, its replies come back on the other.
	pipe(my $commands_read, my $commands_write) or die "pipe: $!\n";
	pipe(my $replies_read, my $replies_write) or die "pipe: $!\n";
	my $pid = fork();
	die "fork: $!\n" unless defined $pid;
	if ($pid == 0) {
		close $commands_write;
		close $replies_read;
		# Perl opens descriptors above 2 close-on-exec: wizard's two must stay open.
		foreach my $handle ($commands_read, $replies_write) {
			fcntl($handle, F_SETFD, 0) or POSIX::_exit(127);
		}
		my $descriptors = fileno($commands_read) . ',' . fileno($replies_write);
		{ no warnings 'exec'; exec { $program } 'wizard', 'debconf', '--fds', $descriptors; }
		POSIX::_exit(127);
	}
	close $commands_read;
	close $replies_write;
	$this->{readfh} = $replies_read;
	$this->{writefh} = $commands_write;
	$this->{wizard_pid} = $pid;
	$this->SUPER::init(@_);
	# The first exchange: a wizard that did not start, or is no wizard, gives no reply.
	local $SIG{PIPE} = 'IGNORE';
	my ($status, $capabilities) = $this->SUPER::talk_with_timeout(30, 'CAPB');
	if (! defined $status || $status ne '0') {
		$this->stop_wizard;
		die "wizard did not answer\n";
	}
	$this->{capb} = $capabilities;
}

# Each exchange with wizard; once wizard has ended (the person quit, its piped answers ran
# out), debconf ends too, with wizard's status, rather than going on without answers.
sub talk_with_timeout {
	my $this = shift;
	my @reply = $this->SUPER::talk_with_timeout(@_);
	return (wantarray ? @reply : $reply[0]) if defined $reply[0];
	my $status = 1;
	if (defined $this->{wizard_pid} && waitpid($this->{wizard_pid}, 0) > 0) {
		$status = ($? & 127) ? 128 + ($? & 127) : ($? >> 8) || 1;
		delete $this->{wizard_pid};
	}
	exit $status;
}

# Closes the conversation and waits for wizard, which ends when it sees the end of it.
sub stop_wizard {
	my $this = shift;
	foreach my $handle ('writefh', 'readfh') {
		close $this->{$handle} if defined $this->{$handle};
		delete $this->{$handle};
	}
	waitpid($this->{wizard_pid}, 0) if defined $this->{wizard_pid};
	delete $this->{wizard_pid};
}

sub shutdown {
	my $this = shift;
	$this->SUPER::shutdown();
	$this->stop_wizard;
}

1
