#!/usr/bin/env bash
# Runs `munchkinc simulate` on a Slurm cluster: a job array of N shards, one
# task a shard, and a merge job that starts once every shard succeeded
# (--dependency=afterok). The report lands in OUTDIR/report.txt and
# OUTDIR/report.json, the same bytes a single `munchkinc simulate` with the
# same options prints. See docs/cluster.md.
#
# Usage: submit.sh SHARDS OUTDIR SET [simulate options: --games, --seed, ...]
#   SHARDS  number of shards (array tasks)
#   OUTDIR  a folder every node can read and write (a shared file system)
#   SET     the set folder, as every node sees it
# Environment:
#   MUNCHKINC      the munchkinc binary as the nodes see it (default: munchkinc on PATH)
#   SBATCH_ARGS    extra sbatch arguments for both jobs (say "--partition=batch --account=design")
#   SHARD_JOBS     threads per shard, and CPUs each task asks for (default 1; leave
#                  --jobs out of the simulate options then)
# Prints the two job ids, array first.
set -euo pipefail
if (($# < 3)); then
  sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
  exit 2
fi
shards=$1 outdir=$2
shift 2
[[ $shards =~ ^[1-9][0-9]*$ ]] || { echo "submit.sh: SHARDS must be a positive count, not '$shards'" >&2; exit 2; }
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
mkdir -p "$outdir/logs"
outdir=$(cd "$outdir" && pwd)
read -r -a extra <<<"${SBATCH_ARGS:-}"

array=$(sbatch --parsable "${extra[@]}" --job-name=munchkinc-shard --array="0-$((shards - 1))" \
  --cpus-per-task="${SHARD_JOBS:-1}" --output="$outdir/logs/shard-%a.log" \
  --export=ALL,MUNCHKINC="${MUNCHKINC:-munchkinc}",SHARD_JOBS="${SHARD_JOBS:-}" \
  "$here/shard.sbatch" "$outdir" "$@")
array=${array%%;*}  # "id;cluster" on a federated cluster
merge=$(sbatch --parsable "${extra[@]}" --job-name=munchkinc-merge --dependency="afterok:$array" \
  --output="$outdir/logs/merge.log" --export=ALL,MUNCHKINC="${MUNCHKINC:-munchkinc}" \
  "$here/merge.sbatch" "$outdir")
echo "$array ${merge%%;*}"
