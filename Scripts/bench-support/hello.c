/* The floor of Scripts/bench: the least a static C program pays to start and print. */
#include <stdio.h>

int main(void) {
    puts("hello");
    return 0;
}
