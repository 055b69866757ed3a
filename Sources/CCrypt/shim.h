// libxcrypt's crypt(3): crypt_gensalt_rn makes a salt setting, crypt_ra hashes with it.
#include <crypt.h>
