#ifndef BENCH_ALLOCATIONS_H
#define BENCH_ALLOCATIONS_H

/// Starts counting heap allocations (malloc, calloc, realloc, and the aligned forms) made by any
/// thread of the bench, from zero.
void bench_allocations_start(void);

/// Stops counting and returns how many allocations were made since `bench_allocations_start`.
unsigned long long bench_allocations_stop(void);

#endif
