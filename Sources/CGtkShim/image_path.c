/* dladdr() and Dl_info need _GNU_SOURCE, which Swift's import of <dlfcn.h> does not set. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>

const char *cgtk_image_path(void)
{
    Dl_info info;
    if (dladdr((void *)cgtk_image_path, &info) != 0 && info.dli_fname != NULL)
        return info.dli_fname;
    return NULL;
}
