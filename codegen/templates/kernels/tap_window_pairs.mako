## The tap-window kernels' pixel pairs (kernels/backward_weight_tap_window.mako,
## kernels/forward_tap_window.mako): how the producer loads a pair of X's pixels and spreads it
## into its 16-byte staged form, and the host's pair arithmetic.  Each def expects in scope
## what it names.

## Device: PairWords, load_pair_as<Mode>, staged_pair.  Needs Params with x_stride_s, input, channels and
## pair_loads, XType, kH, kW and kPairChannels.
<%def name="device_pairs()">\
// How a pair wholly inside X is loaded (Params.pair_loads): element by element, or -- dense
// pixels at an aligned base and strides -- C = 3's 12 bytes as three 4-byte words (spread by
// staged_pair), C = 4's 16 bytes as one vector.
constexpr int kPairElements = 0, kPairWords3 = 1, kPairVector4 = 2;

// One staged pair's 8 elements (2 pixels x kPairChannels) as four words, zero outside X;
// raw: the three 4-byte words of a C = 3 pair, to be spread by staged_pair.
struct PairWords {
    uint32_t word[4];
    bool raw;
};

// x_plane: the plane of X the stage reads (nullptr: outside X, zeros); Mode: Params.pair_loads,
// fixed at compile time so that a producer's unrolled pairs carry one load path.
template <int Mode>
__device__ __forceinline__ PairWords load_pair_as(const Params& params, const XType* x_plane, Index row, Index pixel) {
    PairWords pair{{0u, 0u, 0u, 0u}, false};
    if (x_plane == nullptr || !hipconv::below(row, params.input[kH]))
        return pair;
    const XType* const x_row = x_plane + row * params.x_stride_s[kH];
    const bool whole = pixel >= 0 && pixel + 1 < params.input[kW];
    if (Mode == kPairWords3 && whole) {
        const uint32_t* const words = reinterpret_cast<const uint32_t*>(x_row + pixel * 3);
        pair.word[0] = __ldg(words);
        pair.word[1] = __ldg(words + 1);
        pair.word[2] = __ldg(words + 2);
        pair.raw = true;
        return pair;
    }
    if (Mode == kPairVector4 && whole) {
        const uint4 vector = __ldg(reinterpret_cast<const uint4*>(x_row + pixel * 4));
        pair.word[0] = vector.x;
        pair.word[1] = vector.y;
        pair.word[2] = vector.z;
        pair.word[3] = vector.w;
        return pair;
    }
#pragma unroll
    for (int parity = 0; parity < 2; ++parity) {
        const Index column = pixel + parity;
        if (!hipconv::below(column, params.input[kW]))
            continue;
        const uint16_t* const values = reinterpret_cast<const uint16_t*>(x_row + column * params.x_stride_s[kW]);
#pragma unroll
        for (int c = 0; c < kPairChannels; ++c)   // element (parity, c) is half c % 2 of word parity * 2 + c / 2
            if (c < params.channels)
                pair.word[parity * 2 + c / 2] |= static_cast<uint32_t>(values[c]) << (16 * (c % 2));
    }
    return pair;
}

// A raw C = 3 pair (c0 c1) (c2 c0') (c1' c2') spread to (c0 c1) (c2 0) (c0' c1') (c2' 0).
__device__ __forceinline__ uint4 staged_pair(const PairWords& pair) {
    if (!pair.raw)
        return make_uint4(pair.word[0], pair.word[1], pair.word[2], pair.word[3]);
    return make_uint4(pair.word[0], pair.word[1] & 0xFFFFu, (pair.word[1] >> 16) | (pair.word[2] << 16),
                      pair.word[2] >> 16);
}
</%def>

## Device: load_halo<Mode> and store_halo, the producer's share of one stage's halo (after
## device_pairs).  Needs kPairsPerThread, kHaloPairs, kPairsPerRow, kHaloRowBytes and
## Params.halo_rows.
<%def name="device_halo()">\
// Halo pair `item` = wg_thread + i * 128 (i < kPairsPerThread) is the pair item % kPairsPerRow of
// halo row item / kPairsPerRow: X's row first_row + row, pixels 2 (first_pair + pair) and the next.
template <int Mode>
__device__ __forceinline__ void load_halo(const Params& params, const XType* x_plane, Index first_row, Index first_pair,
                                          int wg_thread, PairWords (&pairs)[kPairsPerThread]) {
#pragma unroll
    for (int i = 0; i < kPairsPerThread; ++i) {
        const int item = wg_thread + i * 128;
        const int t = item / kPairsPerRow;
        pairs[i] = item < kHaloPairs && t < params.halo_rows
            ? load_pair_as<Mode>(params, x_plane, first_row + t, 2 * (first_pair + item % kPairsPerRow))
            : PairWords{{0u, 0u, 0u, 0u}, false};
    }
}

// The same pairs padded to 16 bytes into a stage's halo, the rows this height stride reaches
// (no instruction reads a row past params.halo_rows).
__device__ __forceinline__ void store_halo(const Params& params, unsigned char* halo,
                                           const PairWords (&pairs)[kPairsPerThread], int wg_thread) {
#pragma unroll
    for (int i = 0; i < kPairsPerThread; ++i) {
        const int item = wg_thread + i * 128;
        if (item < kHaloPairs && item / kPairsPerRow < params.halo_rows)
            *reinterpret_cast<uint4*>(halo + (item / kPairsPerRow) * kHaloRowBytes + (item % kPairsPerRow) * 16) =
                staged_pair(pairs[i]);
    }
}
</%def>

## Device, in the kernel: the producer warpgroup's loop produce<Mode>(arguments), one load path
## per launch (Params.pair_loads), then return.
<%def name="run_producer(arguments)">\
        if (params.pair_loads == kPairWords3)
            produce<kPairWords3>(${arguments});
        else if (params.pair_loads == kPairVector4)
            produce<kPairVector4>(${arguments});
        else
            produce<kPairElements>(${arguments});
        return;
</%def>

## Host: floor_half, pair_origin (floor(-pw / 2)) and pair_taps (the pairs problem p's filter
## columns span).  Needs kW.
<%def name="host_pairs()">\
int64_t floor_half(int64_t v) { return v >= 0 ? v / 2 : -((1 - v) / 2); }

// The pair offset of tap pair 0: floor(-pw / 2).
int64_t pair_origin(const hipconv_problem* p) { return floor_half(-p->pad_left[kW]); }

// The pairs of filter columns problem p's taps span: floor((S - 1 - pw) / 2) - floor(-pw / 2) + 1.
int64_t pair_taps(const hipconv_problem* p) {
    return floor_half(p->filter[kW] - 1 - p->pad_left[kW]) - pair_origin(p) + 1;
}
</%def>

## Host, in run(): params.pair_loads from the problem's channels, X's strides and base.  Needs
## params (x_stride_n, x_stride_s), p and tensors.
<%def name="choose_pair_loads()">\
    // A pair starts at an even pixel: with dense pixels, strides and base aligned to the pair's
    // loads, every whole pair is (4-byte words for C = 3, a 16-byte vector for C = 4).
    const uintptr_t x_base = reinterpret_cast<uintptr_t>(tensors->x);
    bool even = params.x_stride_n % 2 == 0, octet = params.x_stride_n % 8 == 0;   // every outer stride's
    for (int d = 0; d < kW; ++d) {
        even = even && params.x_stride_s[d] % 2 == 0;
        octet = octet && params.x_stride_s[d] % 8 == 0;
    }
    if (p->in_channels == 3 && params.x_stride_s[kW] == 3 && even && x_base % 4 == 0)
        params.pair_loads = kPairWords3;
    else if (p->in_channels == 4 && params.x_stride_s[kW] == 4 && octet && x_base % 16 == 0)
        params.pair_loads = kPairVector4;
    else
        params.pair_loads = kPairElements;
</%def>
