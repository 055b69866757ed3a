// pipe2(2) and accept4(2) make their descriptors close-on-exec as they make them, with no
// moment in which a program another thread starts could inherit one. glibc declares them
// only under _GNU_SOURCE, so Swift's Glibc module leaves them out: they are declared here
// as glibc's manual pages give them, behind wrappers whose names no module will take.
#include <sys/socket.h>

int pipe2(int pipefd[2], int flags);
int accept4(int sockfd, struct sockaddr *addr, socklen_t *addrlen, int flags);

// pipe2(ends, flags): 0, or -1 with errno set.
static inline int wizard_pipe2(int ends[2], int flags) {
    return pipe2(ends, flags);
}

// accept4(listener, NULL, NULL, flags): the connection's descriptor, or -1 with errno set.
static inline int wizard_accept4(int listener, int flags) {
    return accept4(listener, 0, 0, flags);
}
