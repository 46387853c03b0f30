// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
//! Links libCeRangeSlider as pkg-config describes it (`ce-range-slider-1`; set
//! `PKG_CONFIG_PATH=PREFIX/lib/pkgconfig` for a prefix of `scripts/install-c-library.sh`), with
//! the library's directory as the binary's RUNPATH, so the app runs without `LD_LIBRARY_PATH`.
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-env-changed=PKG_CONFIG_PATH");
    let output = Command::new("pkg-config")
        .args(["--libs-only-L", "--libs-only-l", "ce-range-slider-1"])
        .output()
        .expect("pkg-config runs");
    if !output.status.success() {
        panic!(
            "pkg-config does not find ce-range-slider-1 (set PKG_CONFIG_PATH=PREFIX/lib/pkgconfig): {}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    for flag in String::from_utf8(output.stdout).expect("UTF-8 flags").split_whitespace() {
        if let Some(directory) = flag.strip_prefix("-L") {
            println!("cargo:rustc-link-search=native={directory}");
            println!("cargo:rustc-link-arg=-Wl,-rpath,{directory}");
        } else if let Some(library) = flag.strip_prefix("-l") {
            println!("cargo:rustc-link-lib=dylib={library}");
        }
    }
}
