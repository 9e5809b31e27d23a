// SHA-256's compression function on the x86 SHA extensions (Intel SHA, AMD since Zen).
//
// sha256rnds2 runs two rounds on the working variables held as two vectors, {A, B, E, F} and
// {C, D, G, H}, taking the two rounds' K + W sums from the low half of its third operand;
// sha256msg1 and sha256msg2 compute the message schedule (§6.2.2 step 1) four words at a time.

#include "csha256.h"

// §4.2.2: one table for both ways of hashing (the Swift code reads it too), aligned so that
// four load as one vector.
static const uint32_t round_constants[64] __attribute__((aligned(16))) = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

const uint32_t *csha256_round_constants(void) { return round_constants; }

#if defined(__x86_64__) || defined(__i386__)

#include <cpuid.h>
#include <immintrin.h>

int csha256_hardware_available(void) {
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
    int ssse3 = (ecx >> 9) & 1, sse41 = (ecx >> 19) & 1;
    if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return 0;
    int sha = (ebx >> 29) & 1;
    return ssse3 && sse41 && sha;
}

__attribute__((target("sha,sse4.1,ssse3")))
void csha256_compress_blocks(uint32_t state[8], const uint8_t *blocks, size_t block_count) {
    // Each 32-bit word of the block is big-endian: reverse the bytes within each word.
    const __m128i byte_swap = _mm_set_epi8(12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3);

    // {A, B, C, D} and {E, F, G, H} (lowest word first) into {F, E, B, A} and {H, G, D, C}, the
    // order sha256rnds2 keeps them in (highest word first: A, B, E, F and C, D, G, H).
    __m128i abcd = _mm_loadu_si128((const __m128i *)&state[0]);
    __m128i efgh = _mm_loadu_si128((const __m128i *)&state[4]);
    __m128i badc = _mm_shuffle_epi32(abcd, 0xB1);                // {B, A, D, C}
    __m128i hgfe = _mm_shuffle_epi32(efgh, 0x1B);                // {H, G, F, E}
    __m128i abef = _mm_alignr_epi8(badc, hgfe, 8);               // {F, E, B, A}
    __m128i cdgh = _mm_blend_epi16(hgfe, badc, 0xF0);            // {H, G, D, C}

    for (size_t block = 0; block < block_count; block++, blocks += 64) {
        const __m128i abef_before = abef, cdgh_before = cdgh;
        __m128i w[4];  // the last 16 schedule words, four to a vector: w[i % 4] is rounds 4i to 4i + 3
        for (int i = 0; i < 16; i++) {
            __m128i words;
            if (i < 4) {
                words = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(blocks + 16 * i)), byte_swap);
            } else {
                // W[t] = σ1(W[t-2]) + W[t-7] + σ0(W[t-15]) + W[t-16], four words at once.
                __m128i partial = _mm_sha256msg1_epu32(w[i % 4], w[(i + 1) % 4]);          // W[t-16] + σ0(W[t-15])
                partial = _mm_add_epi32(partial, _mm_alignr_epi8(w[(i + 3) % 4], w[(i + 2) % 4], 4));  // + W[t-7]
                words = _mm_sha256msg2_epu32(partial, w[(i + 3) % 4]);                       // + σ1(W[t-2])
            }
            w[i % 4] = words;
            __m128i sums = _mm_add_epi32(words, _mm_load_si128((const __m128i *)&round_constants[4 * i]));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, sums);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(sums, 0x0E));
        }
        abef = _mm_add_epi32(abef, abef_before);
        cdgh = _mm_add_epi32(cdgh, cdgh_before);
    }

    // Back to {A, B, C, D} and {E, F, G, H}.
    __m128i feba = _mm_shuffle_epi32(abef, 0x1B);                // {A, B, E, F}
    __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);                // {G, H, C, D}
    _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0));  // {A, B, C, D}
    _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));     // {E, F, G, H}
}

#else

int csha256_hardware_available(void) { return 0; }

void csha256_compress_blocks(uint32_t state[8], const uint8_t *blocks, size_t block_count) {
    (void)state; (void)blocks; (void)block_count;
}

#endif
