// readline.h uses FILE without including stdio.h, so stdio.h comes first.
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

// The allocated length of rl_line_buffer: readline declares it in its private rlprivate.h,
// and both its libraries export it. The line editor zeroes the whole buffer after a secret.
extern int rl_line_buffer_len;
