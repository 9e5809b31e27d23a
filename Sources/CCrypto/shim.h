#ifndef CCRYPTO_SHIM_H
#define CCRYPTO_SHIM_H
// The system's libcrypto (Debian: libssl-dev), for SHA-256 only: a vetted implementation that
// links in a second, where swift-crypto compiled its own copy of BoringSSL in minutes.
#include <openssl/sha.h>
#endif
