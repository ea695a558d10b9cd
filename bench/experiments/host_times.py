# Host time per call of hp.conv / converted nn.Conv2d against cuDNN, three times (runtime.bench_models.host_times).
import torch, runtime.pytorch as hp
from runtime.bench_models import host_times
for i in range(3):
    r = host_times(torch.device("cuda"), "bf16", hp)
    print({k: round(v, 1) for k, v in r.items()})
