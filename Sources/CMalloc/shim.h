// glibc's malloc_trim, declared in <malloc.h>, which Swift's Glibc module does not include. Where there
// is no <malloc.h> (Darwin) the module is empty.
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
