#!/usr/bin/env python3
"""deploy/kubernetes: the manifests parse as Kubernetes objects that fit
together (an Indexed Job of SHARDS completions on a shared claim, a merge
Job on the same claim), and their commands, run here as the pods would run
them (JOB_COMPLETION_INDEX 0..N-1, /results and /sets mapped to folders of
this machine, fewer games), give the single run's report byte for byte.

Usage: kubernetes_test.py MUNCHKINC REPO_ROOT
"""
import os
import subprocess
import sys
import tempfile

import yaml


def fail(message):
    print(f"FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def load(path):
    with open(path) as f:
        return [doc for doc in yaml.safe_load_all(f) if doc]


def container(job):
    containers = job["spec"]["template"]["spec"]["containers"]
    if len(containers) != 1:
        fail(f"{job['metadata']['name']} should have one container")
    return containers[0]


def claim_mounted_at_results(job):
    spec = job["spec"]["template"]["spec"]
    claims = {v["name"]: v["persistentVolumeClaim"]["claimName"] for v in spec["volumes"] if "persistentVolumeClaim" in v}
    mounts = {m["name"]: m["mountPath"] for m in container(job)["volumeMounts"]}
    for name, claim in claims.items():
        if mounts.get(name) == "/results":
            return claim
    fail(f"{job['metadata']['name']} mounts no claim at /results")


def run_in_pod(command, env, munchkinc, sets, results):
    """Runs a container's `sh -c` command here, its paths mapped to ours."""
    script = command.replace("/results", results).replace("/sets", sets)
    bin_dir = os.path.join(results, "..", "bin")
    os.makedirs(bin_dir, exist_ok=True)
    link = os.path.join(bin_dir, "munchkinc")
    if not os.path.exists(link):
        os.symlink(munchkinc, link)
    mapped = {name: value.replace("/results", results).replace("/sets", sets) for name, value in env.items()}
    full_env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ["PATH"], **mapped)
    done = subprocess.run(["sh", "-c", script], env=full_env, capture_output=True, text=True)
    if done.returncode != 0:
        fail(f"the command {script!r} failed: {done.stderr}")
    return done.stdout


def main():
    munchkinc, repo = os.path.realpath(sys.argv[1]), os.path.realpath(sys.argv[2])
    folder = os.path.join(repo, "deploy", "kubernetes")
    shards_docs = load(os.path.join(folder, "shards.yaml"))
    (merge_job,) = load(os.path.join(folder, "merge.yaml"))

    claims = [d for d in shards_docs if d["kind"] == "PersistentVolumeClaim"]
    jobs = [d for d in shards_docs if d["kind"] == "Job"]
    if len(claims) != 1 or len(jobs) != 1:
        fail("shards.yaml should hold one PersistentVolumeClaim and one Job")
    claim, job = claims[0], jobs[0]
    if "ReadWriteMany" not in claim["spec"]["accessModes"]:
        fail("the results claim must be ReadWriteMany: pods on any node write to it")
    spec = job["spec"]
    if job["apiVersion"] != "batch/v1" or spec.get("completionMode") != "Indexed":
        fail("the shards Job must be a batch/v1 Job with completionMode: Indexed")
    env = {e["name"]: e["value"] for e in container(job)["env"]}
    if int(env["SHARDS"]) != spec["completions"]:
        fail(f"SHARDS {env['SHARDS']} differs from completions {spec['completions']}")
    if spec["template"]["spec"]["restartPolicy"] != "Never" or merge_job["spec"]["template"]["spec"]["restartPolicy"] != "Never":
        fail("the Jobs' pods should not restart in place")
    if merge_job["kind"] != "Job" or merge_job["apiVersion"] != "batch/v1":
        fail("merge.yaml should be a batch/v1 Job")
    for each in (job, merge_job):
        if claim_mounted_at_results(each) != claim["metadata"]["name"]:
            fail(f"{each['metadata']['name']} does not mount the claim {claim['metadata']['name']}")
        if container(each)["command"] != ["sh", "-c"] or len(container(each)["args"]) != 1:
            fail(f"{each['metadata']['name']} should run one `sh -c` command")

    with tempfile.TemporaryDirectory() as work:
        results = os.path.join(work, "results")
        os.makedirs(results)
        env.update(GAMES="45", SEED="8")  # a test's worth of the same run
        for index in range(spec["completions"]):
            run_in_pod(container(job)["args"][0], dict(env, JOB_COMPLETION_INDEX=str(index)), munchkinc,
                       os.path.join(repo, "sets"), results)
        printed = run_in_pod(container(merge_job)["args"][0], {}, munchkinc, os.path.join(repo, "sets"), results)
        single = subprocess.run([munchkinc, "simulate", env["SET"].replace("/sets", os.path.join(repo, "sets")),
                                 "--games", env["GAMES"], "--seed", env["SEED"], "--players", env["PLAYERS"]],
                                capture_output=True, text=True, check=True).stdout
        with open(os.path.join(results, "report.txt")) as f:
            if f.read() != single or printed != single:
                fail("the merged report differs from the single run's")
    print(f"kubernetes: the manifests parse, and {spec['completions']} indexed shards and the merge give the single run's report")


if __name__ == "__main__":
    main()
