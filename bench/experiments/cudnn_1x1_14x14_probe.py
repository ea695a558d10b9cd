# Experiment (ncu target): cuDNN on ResNet-50's 1x1 14x14 C=1024 K=256 N=32 bf16 forward, 30 calls after benchmark-mode selection (run 86).
import torch, torch.nn.functional as F
torch.backends.cudnn.benchmark = True
torch.backends.cudnn.allow_tf32 = False
x = torch.randn(32, 1024, 14, 14, device="cuda", dtype=torch.bfloat16).to(memory_format=torch.channels_last)
w = torch.randn(256, 1024, 1, 1, device="cuda", dtype=torch.bfloat16).to(memory_format=torch.channels_last)
for _ in range(30):
    y = F.conv2d(x, w)
torch.cuda.synchronize()
