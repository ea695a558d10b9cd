"""DistributedDataParallel training through hipconv: one process per GPU (or, with
``--device cpu``, per CPU worker on the cpu platform with the gloo backend).

    python examples/ddp_train.py --world-size 2                   # NCCL, cuda:0 and cuda:1
    python examples/ddp_train.py --world-size 2 --device cpu      # gloo, the cpu platform

Each rank builds a small ResNet-style network (the same weights on every rank), converts it
with ``runtime.pytorch.convert`` (every rank loads the libraries from one shared cache: the
first builds them, the others wait and load), wraps it in ``DistributedDataParallel`` and
trains ``--steps`` SGD steps on its own shard of a synthetic batch, in bf16 and channels-last
on GPUs (fp32 on the cpu platform); then the same from the same weights on torch's own
convolution (cuDNN).  Rank 0 prints, and writes to ``--out`` as JSON, the losses of both runs,
the largest relative difference of the parameters between them after the last step, and the
largest difference of the parameters between ranks (DDP keeps them identical: 0).
Exit status 1 when the two runs disagree beyond ``--tolerance`` or the ranks differ.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import sys
import time


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def small_resnet(torch):
    nn = torch.nn

    class Block(nn.Module):
        def __init__(self, channels: int, stride: int):
            super().__init__()
            out = channels * stride
            self.conv1 = nn.Conv2d(channels, out, 3, stride, 1, bias=False)
            self.bn1 = nn.BatchNorm2d(out)
            self.conv2 = nn.Conv2d(out, out, 3, 1, 1, bias=False)
            self.bn2 = nn.BatchNorm2d(out)
            self.skip = nn.Sequential() if stride == 1 else nn.Sequential(
                nn.Conv2d(channels, out, 1, stride, bias=False), nn.BatchNorm2d(out))

        def forward(self, x):
            y = torch.relu(self.bn1(self.conv1(x)))
            return torch.relu(self.bn2(self.conv2(y)) + self.skip(x))

    return nn.Sequential(nn.Conv2d(3, 32, 3, 1, 1, bias=False), nn.BatchNorm2d(32), nn.ReLU(inplace=True),
                         Block(32, 1), Block(32, 2), Block(64, 2), nn.AdaptiveAvgPool2d(1), nn.Flatten(),
                         nn.Linear(128, 10))


def train(rank: int, args, use_hipconv: bool) -> tuple:
    """(losses, flattened parameters) of ``args.steps`` DDP steps on this rank."""
    import torch
    import torch.distributed as dist
    import runtime.pytorch as hp
    cuda = args.device == "cuda"
    device = torch.device(f"cuda:{rank}") if cuda else torch.device("cpu")
    dtype = torch.bfloat16 if cuda else torch.float32
    torch.manual_seed(0)
    model = small_resnet(torch)
    if use_hipconv:
        hp.convert(model, strict=True)          # every layer on hipconv, or an error
    model = model.to(device=device, dtype=dtype, memory_format=torch.channels_last)
    ddp = torch.nn.parallel.DistributedDataParallel(model, device_ids=[rank] if cuda else None)
    optimizer = torch.optim.SGD(ddp.parameters(), lr=args.lr, momentum=0.9)
    generator = torch.Generator().manual_seed(1000 + rank)      # each rank its own shard
    losses = []
    for _ in range(args.steps):
        x = torch.randn(args.batch, 3, args.size, args.size, generator=generator)
        labels = torch.randint(0, 10, (args.batch,), generator=generator)
        x = x.to(device=device, dtype=dtype).contiguous(memory_format=torch.channels_last)
        optimizer.zero_grad(set_to_none=True)
        loss = torch.nn.functional.cross_entropy(ddp(x).float(), labels.to(device))
        loss.backward()
        optimizer.step()
        summed = loss.detach().clone()
        dist.all_reduce(summed)
        losses.append(summed.item() / dist.get_world_size())
    flat = torch.cat([p.detach().float().flatten() for p in model.parameters()])
    return losses, flat


def worker(rank: int, args, port: int, results):
    import torch
    import torch.distributed as dist
    os.environ.setdefault("NCCL_NVLS_ENABLE", "0")     # no NVLink multicast (the lent machines)
    cuda = args.device == "cuda"
    if cuda:
        torch.cuda.set_device(rank)
    dist.init_process_group("nccl" if cuda else "gloo", init_method=f"tcp://127.0.0.1:{port}",
                            rank=rank, world_size=args.world_size)
    try:
        torch.backends.cudnn.benchmark = True
        torch.backends.cudnn.allow_tf32 = False
        started = time.perf_counter()
        ours, ours_params = train(rank, args, use_hipconv=True)
        first = time.perf_counter() - started
        theirs, theirs_params = train(rank, args, use_hipconv=False)
        difference = ((ours_params - theirs_params).norm() / theirs_params.norm()).item()
        gathered = [torch.zeros_like(ours_params) for _ in range(args.world_size)]
        dist.all_gather(gathered, ours_params)
        across = max((g - gathered[0]).abs().max().item() for g in gathered)
        if rank == 0:
            results.update(losses_hipconv=ours, losses_torch=theirs, parameter_difference=difference,
                           across_ranks=across, first_run_seconds=first, world_size=args.world_size,
                           device=args.device, steps=args.steps)
    finally:
        dist.destroy_process_group()


def _spawned(rank, args, port, path):
    results = {}
    worker(rank, args, port, results)
    if rank == 0:
        with open(path, "w") as handle:
            json.dump(results, handle, indent=1)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--world-size", type=int, default=2)
    parser.add_argument("--device", choices=["cuda", "cpu"], default="cuda")
    parser.add_argument("--steps", type=int, default=5)
    parser.add_argument("--batch", type=int, default=16, help="per rank")
    parser.add_argument("--size", type=int, default=32, help="image side")
    parser.add_argument("--lr", type=float, default=0.05)
    parser.add_argument("--tolerance", type=float, default=None,
                        help="largest relative parameter difference hipconv vs torch (default: 5e-2 bf16, "
                             "1e-3 fp32)")
    parser.add_argument("--out", default="ddp.json")
    args = parser.parse_args(argv)
    import torch
    import torch.multiprocessing as mp
    if args.device == "cuda" and torch.cuda.device_count() < args.world_size:
        print(f"{args.world_size} GPUs asked for, {torch.cuda.device_count()} present")
        return 2
    tolerance = args.tolerance or (5e-2 if args.device == "cuda" else 1e-3)
    mp.spawn(_spawned, args=(args, _free_port(), args.out), nprocs=args.world_size, join=True)
    with open(args.out) as handle:
        results = json.load(handle)
    for name in ("losses_hipconv", "losses_torch"):
        print(f"{name}: {' '.join(f'{v:.5f}' for v in results[name])}")
    print(f"parameters after {args.steps} steps: relative difference hipconv vs torch "
          f"{results['parameter_difference']:.2e} (tolerance {tolerance:.0e}); largest difference "
          f"between ranks {results['across_ranks']:.1e}; the first (hipconv) run took "
          f"{results['first_run_seconds']:.1f} s on rank 0")
    ok = results["parameter_difference"] <= tolerance and results["across_ranks"] == 0.0
    print("ok" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
