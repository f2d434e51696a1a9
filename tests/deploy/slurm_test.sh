#!/usr/bin/env bash
# The Slurm path for real: brings up a one-node Slurm cluster on this machine
# (munged, slurmctld and slurmd from Debian's packages, as children of this
# test, everything in a temporary folder, localhost only, free ports),
# submits a simulation with deploy/slurm/submit.sh (a job array and a
# dependent merge job), waits for it, and compares the merged report with a
# single-process run byte for byte. Stops what it started, also on failure.
# Exits 77 (skipped) only when the Slurm or munge binaries are missing.
# Usage: slurm_test.sh MUNCHKINC REPO_ROOT
set -euo pipefail
munchkinc=$(realpath "$1")
repo=$(realpath "$2")
export PATH=$PATH:/usr/sbin:/sbin

for tool in munged mungekey slurmctld slurmd sbatch squeue scontrol sinfo; do
  command -v "$tool" >/dev/null || { echo "SKIP: $tool is missing (Debian: apt-get install slurm-wlm munge)"; exit 77; }
done

work=$(mktemp -d /tmp/munchkinc-slurm.XXXXXX)
chmod 700 "$work"
pids=()
cleanup() {
  local status=$?
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  if ((status != 0)); then
    for log in "$work"/*.log "$work"/out/logs/*.log; do
      [[ -f $log ]] && { echo "--- $log"; tail -n 30 "$log"; }
    done
  fi
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

# Free ports: bound to 0 and released; Slurm binds them a moment later.
read -r ctld_port slurmd_port < <(python3 -c '
import socket
s = [socket.socket() for _ in range(2)]
for x in s: x.bind(("127.0.0.1", 0))
print(*[x.getsockname()[1] for x in s])')

# munge: a key and a daemon of our own, on a socket in the temporary folder.
mkdir -m 700 "$work/munge"
mungekey --create --keyfile="$work/munge/munge.key" --bits=1024 2>/dev/null ||
  { dd if=/dev/urandom of="$work/munge/munge.key" bs=128 count=1 status=none && chmod 400 "$work/munge/munge.key"; }
munge_socket=$work/munge/munge.socket
munged --foreground --force --key-file="$work/munge/munge.key" --socket="$munge_socket" \
  --pid-file="$work/munge/munged.pid" --seed-file="$work/munge/seed" --log-file="$work/munged.log" >>"$work/munged.log" 2>&1 &
pids+=($!)

user=$(id -un)
cpus=$(nproc)
mkdir -p "$work/state" "$work/spool"
export SLURM_CONF=$work/slurm.conf
cat >"$SLURM_CONF" <<CONF
ClusterName=munchkinc-test
SlurmctldHost=localhost
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=$user
SlurmdUser=$user
AuthType=auth/munge
AuthInfo=socket=$munge_socket
CredType=cred/munge
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
ReturnToService=2
MinJobAge=600
NodeName=localhost NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=test Nodes=localhost Default=YES MaxTime=INFINITE State=UP
CONF

# wait_for SECONDS WHAT COMMAND...: polls until COMMAND succeeds.
wait_for() {
  local seconds=$1 what=$2
  shift 2
  for ((tick = 0; tick < seconds * 5; tick++)); do
    "$@" >/dev/null 2>&1 && return 0
    sleep 0.2
  done
  fail "timed out after ${seconds}s waiting for $what"
}
wait_for 20 "munged" test -S "$munge_socket"
slurmctld -D -i -f "$SLURM_CONF" >>"$work/slurmctld.log" 2>&1 &
pids+=($!)
wait_for 30 "slurmctld" scontrol ping
slurmd -D -N localhost -f "$SLURM_CONF" >>"$work/slurmd.log" 2>&1 &
pids+=($!)
node_idle() { [[ $(sinfo -h -n localhost -o %t) == idle ]]; }
wait_for 60 "the node to come up idle" node_idle

options=("$repo/sets/apocalypse" --games 60 --seed 17 --players 3..4 --coverage)
out=$work/out
ids=$(MUNCHKINC=$munchkinc "$repo/deploy/slurm/submit.sh" 4 "$out" "${options[@]}")
read -r array merge <<<"$ids"
[[ -n $array && -n $merge ]] || fail "submit.sh printed '$ids', not two job ids"
job_gone() { [[ -z $(squeue -h -j "$array,$merge" -o %i 2>/dev/null) ]]; }
wait_for 300 "the array job $array and the merge job $merge" job_gone
state=$(scontrol show job "$merge" | grep -o 'JobState=[A-Z_]*' || true)
[[ $state == JobState=COMPLETED ]] || fail "the merge job ended $state"
for k in 0 1 2 3; do [[ -s $out/part-$k.json ]] || fail "shard $k wrote no part"; done

"$munchkinc" simulate "${options[@]}" >"$work/single.txt"
"$munchkinc" simulate "${options[@]}" --json >"$work/single.json"
cmp "$work/single.txt" "$out/report.txt" || fail "the Slurm report differs from the single run's"
cmp "$work/single.json" "$out/report.json" || fail "the Slurm JSON report differs from the single run's"
echo "slurm: 4 shards and a merge gave the single run's report"
