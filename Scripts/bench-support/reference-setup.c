/*
 * The benchmark's reference for `wizard setup` with piped answers: a small C program
 * doing the same job. It reads the existing store, reads three answer lines from
 * standard input, writes the profile JSON to a temporary file (O_EXCL, mode 0600),
 * fsyncs it, renames it over the store, fsyncs the directory and prints the card.
 *
 * Usage: reference-setup STORE_PATH < answers
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc != 2) return 64;
    const char *path = argv[1];

    char old[4096];
    int existing = open(path, O_RDONLY | O_CLOEXEC);
    if (existing >= 0) {
        if (read(existing, old, sizeof old) < 0) return 74;
        close(existing);
    }

    char name[256], age[64], gender[64];
    if (!fgets(name, sizeof name, stdin) || !fgets(age, sizeof age, stdin) ||
        !fgets(gender, sizeof gender, stdin))
        return 66;
    name[strcspn(name, "\r\n")] = 0;
    age[strcspn(age, "\r\n")] = 0;
    gender[strcspn(gender, "\r\n")] = 0;

    char json[1024];
    int length = snprintf(json, sizeof json,
                          "{\n  \"age\" : %d,\n  \"gender\" : \"%s\",\n  \"name\" : \"%s\",\n"
                          "  \"signed_in\" : true\n}\n",
                          atoi(age), gender, name);

    char directory[4096], temporary[4200];
    snprintf(directory, sizeof directory, "%s", path);
    char *slash = strrchr(directory, '/');
    if (slash) *slash = 0; else strcpy(directory, ".");
    snprintf(temporary, sizeof temporary, "%s/.profile.json.%d.tmp", directory, getpid());

    int fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) return 73;
    if (write(fd, json, length) != length || fsync(fd) != 0) return 73;
    close(fd);
    if (rename(temporary, path) != 0) return 73;
    int dir = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir < 0 || fsync(dir) != 0) return 73;
    close(dir);

    printf("%s\nAge: %d\nGender: %s\n", name, atoi(age), gender);
    return 0;
}
