#!/usr/bin/env bash
# Runs shards.yaml, waits until every shard completed, then runs merge.yaml
# and prints the report. Kubernetes has no dependency between Jobs, so the
# wait is here: a failed shard stops the run before any merge.
# Usage: run.sh [kubectl options such as --namespace balance]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

# Waits until job $1 completed (returns 0) or failed (returns 1).
finished() {
  local job=$1 conditions
  shift
  while :; do
    conditions=$(kubectl "$@" get "job/$job" -o 'jsonpath={.status.conditions[?(@.status=="True")].type}')
    case " $conditions " in
      *" Complete "*) return 0 ;;
      *" Failed "*) echo "run.sh: the job $job failed: kubectl describe job/$job" >&2; return 1 ;;
    esac
    sleep 10
  done
}

kubectl "$@" apply -f "$here/shards.yaml"
finished munchkinc-shards "$@"
kubectl "$@" apply -f "$here/merge.yaml"
finished munchkinc-merge "$@"
kubectl "$@" logs job/munchkinc-merge
