import math
def cd(a,b): return -(-a//b)
TILES={"64x128":(64,128,1.515716566510398),"64x192":(64,192,1.4122984547317496),"64x256":(64,256,1.3586551826765378),
"128x128":(128,128,1.1884016386440022),"128x256":(128,256,1.0)}
import re
def fb(name):
    return TILES[name][2]
def model(BM,BN,feed,N,C,K,out,taps,sms=132,per_sm=1):
    tiles=cd(K,BM)*cd(C*taps,BN)
    red=N*math.prod(out); k_steps=cd(red,64)
    upper=min(256,max(1,k_steps//4))
    w=K*taps*C
    slice_steps=4.0*w*120/(BM*BN*64*sms)
    step_bytes=2.0*BM*BN*64*sms/120
    pass_steps=23068672.0/step_bytes
    slots=sms*per_sm
    best=None
    for s in range(1,upper+1):
        waves=cd(tiles*s,slots)
        bs=waves*(cd(k_steps,s)+6)
        tr=s*slice_steps+(pass_steps if s>1 else 0)
        if best is None or bs+tr<best[1]+best[2]:
            best=(s,bs,tr,min(per_sm,cd(tiles*s,sms)))
    s,bs,tr,sh=best
    return s, step_bytes*(bs*feed*sh+tr)/1e6, tiles
probs={"r3d layer1":(8,64,64,(16,56,56),27),"r3d layer3":(8,256,256,(4,14,14),27),"r3d s2":(8,128,256,(4,14,14),27),"r3d layer4":(8,512,512,(2,7,7),27),
"r3d layer4.0 s2":(8,256,512,(2,7,7),27)}
for pn,(N,C,K,out,taps) in probs.items():
    res=[]
    for t,(BM,BN,feed) in TILES.items():
        s,mb,tiles=model(BM,BN,feed,N,C,K,out,taps)
        res.append((mb,t,s,tiles))
    res.sort()
    print(pn, " ".join(f"{t}:S={s},tiles={ti},{mb:.2f}MB" for mb,t,s,ti in res))
