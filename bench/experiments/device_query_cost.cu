// Experiment (not a product command): host time of the check every supports() runs --
// hipconv::kernel_runs_on_device -- asked of the driver on every call (dynamic_shared_room:
// cudaFuncGetAttributes + the device's opt-in limit) and kept per device (PerDeviceValue).
//
//   nvcc -O2 -std=c++17 -DHIPCONV_PLATFORM_NVIDIA -I generated/bwd_weight/include \
//        -arch=sm_90a bench/experiments/device_query_cost.cu -o /tmp/query_cost && /tmp/query_cost
#include <chrono>
#include <cstdio>

#include "hipconv/host.h"

__global__ void probe_kernel(float* out) {
    __shared__ float tile[1024];
    tile[threadIdx.x] = static_cast<float>(threadIdx.x);
    __syncthreads();
    out[threadIdx.x] = tile[1023 - threadIdx.x];
}

template <class Body>
double nanoseconds_per_call(Body body, int calls) {
    const auto start = std::chrono::steady_clock::now();
    int kept = 0;
    for (int i = 0; i < calls; ++i)
        kept += body() ? 1 : 0;
    const auto stop = std::chrono::steady_clock::now();
    if (kept != calls)
        std::printf("unexpected answer in %d of %d calls\n", calls - kept, calls);
    return std::chrono::duration<double, std::nano>(stop - start).count() / calls;
}

int main() {
    cudaFree(nullptr);   // the context, before timing
    const int calls = 100000;
    static hipconv::PerDeviceValue room;
    for (int round = 0; round < 3; ++round) {
        const double asked = nanoseconds_per_call([] { return hipconv::dynamic_shared_room(probe_kernel) >= 4096; }, calls);
        const double kept = nanoseconds_per_call([] { return hipconv::kernel_runs_on_device(room, probe_kernel, 4096); }, calls);
        std::printf("round %d: asked every call %.0f ns, kept per device %.1f ns\n", round, asked, kept);
    }
    return 0;
}
