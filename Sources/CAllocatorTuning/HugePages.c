/*
 * Huge pages for the allocator's heaps, on Linux with glibc.
 *
 * A run allocates its memory a small object at a time, and the kernel maps each 4 KiB page of the
 * heaps the first time it is written: on a large audit, a tenth of the run's time went to those
 * faults. Where transparent huge pages are given to the programs that ask for them (the kernel's
 * `madvise` mode, most distributions' default), glibc asks for them for its heaps when its
 * `glibc.malloc.hugetlb=1` tunable is set; it reads its tunables once, from the environment, as
 * the process starts. So the tool starts itself again, once, with the tunable added to
 * `GLIBC_TUNABLES`: the same arguments, environment (the tunable aside), process and output.
 *
 * It does so from a constructor that runs before the Swift runtime's and Foundation's (the lowest
 * priority number runs first): the first start then costs glibc's own start and nothing more,
 * about 0.4 ms less than starting again from `main`.
 */
#include "AllocatorTuning.h"
#include <stdlib.h>
#include <string.h>

static const char tunable[] = "glibc.malloc.hugetlb=1";

long l10nax_huge_page_tunables(const char *current, const char *transparent_huge_pages, char *buffer, unsigned long capacity) {
    if (transparent_huge_pages == NULL || strstr(transparent_huge_pages, "[madvise]") == NULL) return 0;
    if (current != NULL && strstr(current, "glibc.malloc.hugetlb") != NULL) return 0;
    unsigned long length = current == NULL ? 0 : strlen(current);
    unsigned long needed = length + (length > 0 ? 1 : 0) + sizeof tunable;
    if (needed > capacity) return -(long)needed;
    char *end = buffer;
    if (length > 0) {
        memcpy(end, current, length);
        end += length;
        *end++ = ':';
    }
    memcpy(end, tunable, sizeof tunable);
    return (long)(needed - 1);
}

#if defined(__linux__) && defined(__GLIBC__)
#include <fcntl.h>
#include <sys/prctl.h>
#include <unistd.h>

/* Whether this process runs the tool's own executable (`l10n-ax`), by the name the kernel gives
 * its file: the test runner that links the tool's code to test it is not restarted. */
static int runs_the_tool(void) {
    char path[4096];
    ssize_t length = readlink("/proc/self/exe", path, sizeof path - 1);
    if (length <= 0) return 0;
    path[length] = '\0';
    const char *slash = strrchr(path, '/');
    return strcmp(slash == NULL ? path : slash + 1, "l10n-ax") == 0;
}

/* The kernel's transparent huge page setting (`always [madvise] never`), empty when unreadable. */
static void read_transparent_huge_pages(char *setting, unsigned long capacity) {
    setting[0] = '\0';
    int descriptor = open("/sys/kernel/mm/transparent_hugepage/enabled", O_RDONLY | O_CLOEXEC);
    if (descriptor < 0) return;
    ssize_t count = read(descriptor, setting, capacity - 1);
    close(descriptor);
    setting[count > 0 ? count : 0] = '\0';
}

/* The kernel names a process after the file it executes, and the second start executes
 * `/proc/self/exe`: named `exe`, the tool would be missed by `ps`, `top` and `pkill l10n-ax`. It
 * gets the name it had, that of the file it was started as (`argv[0]`'s last component, as the
 * kernel cuts it to 15 bytes). */
static void keep_the_name(const char *command) {
    char name[16] = {0};
    if (prctl(PR_GET_NAME, name) != 0 || strcmp(name, "exe") != 0) return;
    const char *slash = command == NULL ? NULL : strrchr(command, '/');
    const char *own = command == NULL ? "" : slash == NULL ? command : slash + 1;
    prctl(PR_SET_NAME, *own == '\0' ? "l10n-ax" : own);
}

__attribute__((constructor(101))) static void l10nax_start_again_with_huge_pages(int argc, char **argv, char **envp) {
    (void)argc;
    if (argv == NULL || envp == NULL || !runs_the_tool()) return;
    keep_the_name(argv[0]);
    char setting[128];
    read_transparent_huge_pages(setting, sizeof setting);
    const char *current = getenv("GLIBC_TUNABLES");
    long needed = l10nax_huge_page_tunables(current, setting, NULL, 0);
    if (needed == 0) return;
    static const char name[] = "GLIBC_TUNABLES=";
    unsigned long count = 0;
    while (envp[count] != NULL) count++;
    char *assignment = malloc(sizeof name - 1 + (unsigned long)-needed);
    char **environment = malloc((count + 2) * sizeof *environment);
    if (assignment != NULL && environment != NULL) {
        memcpy(assignment, name, sizeof name - 1);
        l10nax_huge_page_tunables(current, setting, assignment + sizeof name - 1, (unsigned long)-needed);
        unsigned long kept = 0;
        for (unsigned long index = 0; index < count; index++) {
            if (strncmp(envp[index], name, sizeof name - 1) != 0) environment[kept++] = envp[index];
        }
        environment[kept++] = assignment;
        environment[kept] = NULL;
        execve("/proc/self/exe", argv, environment);
    }
    /* Not started again (no /proc, no memory): the run goes on as it is. */
    free(environment);
    free(assignment);
}
#endif
