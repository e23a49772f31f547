#!/usr/bin/env python3
"""Checks that every Swift example a reader sees is compiled.

Examples are the ```swift fenced blocks of README.md, of the DocC articles
(Sources/PickerKit/PickerKit.docc/*.md) and of the /// doc comments in Sources/**/*.swift.
An example is compiled when its non-empty lines, each trimmed of surrounding whitespace (comments
kept), appear as one contiguous run of lines in some file under Snippets/ (trimmed the same way):
`swift build` builds every snippet against the package, so an example that drifts from the API
stops compiling, and one edited without its snippet fails here.

Package.swift fragments (a manifest's `dependencies:` and `targets:` arguments, not code that runs in
an app) are instead wrapped in a `Package(...)` call in a temporary package and parsed by
`swift package dump-package`, unless --no-manifests is given.

Usage: check_examples.py [--no-manifests] [ROOT]
Prints `file:line: ...` for each example that fails and exits 1 if any does.
"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})\s*(\S*)")
DOC_COMMENT = re.compile(r"^\s*///\s?(.*)$")

# Examples deliberately not compiled: (file, first trimmed line of the block) -> the reason. Keep it as
# short as possible, since a block listed here can drift unnoticed. Today every example is compiled.
EXCEPTIONS = {}

MANIFEST_HEADER = """// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "MyTool",
"""


def fenced_swift_blocks(lines):
    """Yields (1-based line of the opening fence, [code lines]) for each ```swift block."""
    i = 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        fence, lang = m.group(2), m.group(3).lower()
        start = i + 1
        j = start
        while j < len(lines):
            close = FENCE.match(lines[j])
            if close and close.group(2).startswith(fence[0] * len(fence)) and not close.group(3):
                break
            j += 1
        if lang == "swift":
            yield i + 1, lines[start:j]
        i = j + 1


def markdown_examples(path):
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    yield from fenced_swift_blocks(lines)


def doc_comment_examples(path):
    """Fenced blocks inside /// comments; the comment markers are removed first. Lines that are not
    doc comments end a comment block (so a fence never spans two comments)."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    i = 0
    while i < len(lines):
        if not DOC_COMMENT.match(lines[i]):
            i += 1
            continue
        first = i
        body = []
        while i < len(lines) and DOC_COMMENT.match(lines[i]):
            body.append(DOC_COMMENT.match(lines[i]).group(1))
            i += 1
        for line, block in fenced_swift_blocks(body):
            yield first + line, block


def trimmed(lines):
    return [line.strip() for line in lines if line.strip()]


def is_manifest_fragment(code):
    """A Package.swift fragment: the arguments of `Package(...)`, starting with a label such as
    `dependencies:` rather than with a statement."""
    first = next((line for line in code if not line.startswith("//")), "")
    return re.match(r"^(name|platforms|products|dependencies|targets)\s*:", first) is not None


def contains_run(haystack, needle):
    n = len(needle)
    return any(haystack[k:k + n] == needle for k in range(len(haystack) - n + 1))


def library_products(root):
    """The names of this package's library products, read from its Package.swift."""
    with open(os.path.join(root, "Package.swift"), encoding="utf-8") as f:
        return set(re.findall(r'\.library\(\s*name:\s*"([^"]+)"', f.read()))


def product_dependencies(node):
    """Every (product, package) a dumped manifest's targets depend on."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "product" and isinstance(value, list) and len(value) >= 2:
                yield value[0], value[1]
            else:
                yield from product_dependencies(value)
    elif isinstance(node, list):
        for item in node:
            yield from product_dependencies(item)


def check_manifest(code, workdir, products):
    """Parses the fragment as the arguments of a Package(...) in a temporary package, and checks that
    the products it takes from PickerKit are library products of this package."""
    body = "\n".join(code)
    with open(os.path.join(workdir, "Package.swift"), "w", encoding="utf-8") as f:
        f.write(MANIFEST_HEADER + body + "\n)\n")
    result = subprocess.run(["swift", "package", "--package-path", workdir, "dump-package"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        return "does not parse as a manifest:\n" + (result.stderr + result.stdout).strip()
    missing = sorted({name for name, package in product_dependencies(json.loads(result.stdout))
                      if package == "PickerKit" and name not in products})
    if missing:
        return "names products PickerKit does not have: " + ", ".join(missing)
    return None


def main(argv):
    check_manifests = "--no-manifests" not in argv
    args = [a for a in argv if not a.startswith("--")]
    root = os.path.abspath(args[0] if args else os.path.join(os.path.dirname(__file__), ".."))
    os.chdir(root)

    snippet_paths = sorted(glob.glob("Snippets/**/*.swift", recursive=True))
    if not snippet_paths:
        print("Snippets/: no snippets found", file=sys.stderr)
        return 1
    snippets = {}
    for path in snippet_paths:
        with open(path, encoding="utf-8") as f:
            snippets[path] = trimmed(f.read().splitlines())

    examples = []
    for path in ["README.md"] + sorted(glob.glob("Sources/PickerKit/PickerKit.docc/*.md")):
        examples += [(path, line, block) for line, block in markdown_examples(path)]
    for path in sorted(glob.glob("Sources/**/*.swift", recursive=True)):
        examples += [(path, line, block) for line, block in doc_comment_examples(path)]

    products = library_products(root)
    failures = 0
    compiled = manifests = excepted = 0
    with tempfile.TemporaryDirectory(prefix="check-examples-") as workdir:
        for path, line, block in examples:
            code = trimmed(block)
            if not code:
                continue
            if (path, code[0]) in EXCEPTIONS:
                excepted += 1
                continue
            if is_manifest_fragment(code):
                manifests += 1
                if not check_manifests:
                    continue
                problem = check_manifest(block, workdir, products)
                if problem:
                    failures += 1
                    first, *rest = problem.splitlines()
                    print(f"{path}:{line}: this Package.swift fragment {first}")
                    for out in rest:
                        print("    " + out)
                continue
            if any(contains_run(lines, code) for lines in snippets.values()):
                compiled += 1
                continue
            failures += 1
            print(f"{path}:{line}: this example is not compiled by any snippet")

    print(f"check-examples: {len(examples)} examples: {compiled} found in {len(snippets)} snippets, "
          f"{manifests} manifest fragments{'' if check_manifests else ' (not parsed)'}, "
          f"{excepted} listed exceptions, {failures} failing", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
