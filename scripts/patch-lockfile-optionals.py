#!/usr/bin/env python3
# npm ci refuses a lockfile that lacks entries for optional platform packages (darwin, win32, …)
# which this machine's registry does not serve, so npm install leaves them out. This adds an entry
# with only version, os and cpu for each: npm ci then skips them on Linux without fetching anything.
# Run after every `npm install`: python3 scripts/patch-lockfile-optionals.py package-lock.json
import json,re,sys
path=sys.argv[1]
d=json.load(open(path)); p=d['packages']
added=[]
def guess(name):
    base=name.split('/')[-1]
    os_=None;cpu=None
    for o in ['darwin','win32','linux','android','freebsd','openharmony','netbsd','openbsd','sunos','aix']:
        if re.search(r'(^|-)'+o+r'(-|$)',base): os_=o
    for c in ['arm64','x64','ia32','arm','ppc64','riscv64','s390x','loong64','mips64el','wasm32']:
        if re.search(r'(^|-)'+c+r'(-|$)',base): cpu=c; break
    if 'wasm32' in base or 'wasi' in base: cpu='wasm32'
    return os_,cpu
for key,entry in list(p.items()):
    for dep,ver in (entry.get('optionalDependencies') or {}).items():
        # resolve like node: nested first, then hoisted
        prefix=key+'/node_modules/' if key else 'node_modules/'
        if (prefix+dep) in p or ('node_modules/'+dep) in p: continue
        os_,cpu=guess(dep)
        if cpu is None and os_ is None: continue
        e={'version':ver,'optional':True}
        if os_: e['os']=[os_]
        if cpu: e['cpu']=[cpu]
        p['node_modules/'+dep]=e; added.append(dep)
d['packages']=dict(sorted(p.items(), key=lambda kv: (kv[0]!='' , kv[0])))
json.dump(d,open(path,'w'),indent=2); open(path,'a').write('\n')
print(len(added),'added', added[:5])
