#ifndef CSHA256_H
#define CSHA256_H

#include <stddef.h>
#include <stdint.h>

/// SHA-256's 64 round constants (FIPS 180-4 §4.2.2).
const uint32_t *csha256_round_constants(void);

/// Whether this processor has the x86 SHA extensions (and the SSSE3 and SSE4.1 they are used
/// with), so that `csha256_compress_blocks` may be called.
int csha256_hardware_available(void);

/// FIPS 180-4 §6.2.2 on `block_count` 64-byte blocks from `blocks` into `state` (H0 to H7),
/// with the SHA extensions. Call only when `csha256_hardware_available()` returned 1.
void csha256_compress_blocks(uint32_t state[8], const uint8_t *blocks, size_t block_count);

#endif
